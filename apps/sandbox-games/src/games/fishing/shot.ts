import type { ShotResult } from '@app/domain';

/** A shot's detail (the domain's ShotResult), checked by shape before the page shows it. */
export function readShotDetail(detail: unknown): ShotResult | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Partial<ShotResult>;
  if (typeof d.fishId !== 'string' || typeof d.captured !== 'boolean' || typeof d.win !== 'number') return null;
  return { fishId: d.fishId, captured: d.captured, win: d.win };
}
