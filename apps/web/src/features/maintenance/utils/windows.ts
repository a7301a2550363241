import type { MaintenanceArea, MaintenanceWindowView } from '@app/contract';

/** A window the client met in a 503, and when (device clock): a status check sent later supersedes it. */
export type MetWindow = { window: MaintenanceWindowView; at: number };

/** While a window is active: checked this often, and once more right at its end. */
export const ACTIVE_CHECK_MS = 15_000;
/** Past a window's end the server may still hold it a moment (its cache lags up to 2 s): asked again this soon. */
export const ENDING_CHECK_MS = 3_000;
/** With nothing active: now and then, for a window started now or newly scheduled (the banner). */
export const IDLE_CHECK_MS = 60_000;
/** A check right at a start or an end waits this long past it, so the server's clock has passed it too. */
const EDGE_MARGIN_MS = 500;

/** A window met again replaces its earlier sighting (its end may have moved). */
export function meetWindow(met: readonly MetWindow[], window: MaintenanceWindowView, at: number): MetWindow[] {
  return [...met.filter((m) => m.window.id !== window.id), { window, at }];
}

/** A status check sent at `sentAt` knows better than every 503 met before it. */
export function forgetMetBefore(met: readonly MetWindow[], sentAt: number): MetWindow[] {
  const kept = met.filter((m) => m.at >= sentAt);
  return kept.length === met.length ? (met as MetWindow[]) : kept;
}

/** The windows active as far as the client knows: the last status check's, and those met since. */
export function activeWindows(statusActive: readonly MaintenanceWindowView[], met: readonly MetWindow[]): MaintenanceWindowView[] {
  if (met.length === 0) return statusActive as MaintenanceWindowView[];
  const metIds = new Set(met.map((m) => m.window.id));
  return [...statusActive.filter((w) => !metIds.has(w.id)), ...met.map((m) => m.window)];
}

export function siteWindow(windows: readonly MaintenanceWindowView[]): MaintenanceWindowView | null {
  return latestEnding(windows.filter((w) => w.area === 'SITE'));
}

/** The window closing an area (a provider's only for that provider); the one ending last when several do. */
export function areaWindow(
  windows: readonly MaintenanceWindowView[],
  area: Exclude<MaintenanceArea, 'SITE'>,
  providerCode?: string | null,
): MaintenanceWindowView | null {
  return latestEnding(windows.filter((w) => w.area === area && (area !== 'GAME_PROVIDER' || w.providerCode === providerCode)));
}

function latestEnding(windows: readonly MaintenanceWindowView[]): MaintenanceWindowView | null {
  let found: MaintenanceWindowView | null = null;
  for (const w of windows) if (!found || Date.parse(w.endsAt) > Date.parse(found.endsAt)) found = w;
  return found;
}

/**
 * When to ask for the status again (ms from `now`, server time): during whole-site maintenance every
 * ACTIVE_CHECK_MS and right at its end, then every ENDING_CHECK_MS until the server agrees it is over;
 * otherwise right at the next known start or end, and at least every IDLE_CHECK_MS.
 */
export function nextCheckDelay(active: readonly MaintenanceWindowView[], upcoming: readonly MaintenanceWindowView[], now: number): number {
  const site = siteWindow(active);
  if (site) {
    const left = Date.parse(site.endsAt) - now;
    return left > 0 ? Math.min(ACTIVE_CHECK_MS, left + EDGE_MARGIN_MS) : ENDING_CHECK_MS;
  }
  const edges = [...active.map((w) => w.endsAt), ...upcoming.map((w) => w.startsAt)].map((at) => Date.parse(at) - now);
  const next = Math.min(IDLE_CHECK_MS, ...edges.map((ms) => (ms > 0 ? ms + EDGE_MARGIN_MS : ENDING_CHECK_MS)));
  return Math.max(1_000, next);
}
