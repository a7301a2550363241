import type { MaintenanceWindowView } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { nextAnnouncement } from './banner.ts';

const w = (id: number, startsAt: string): MaintenanceWindowView => ({
  id,
  area: 'SITE',
  providerCode: null,
  message: 'Bảo trì định kỳ',
  startsAt,
  endsAt: '2026-11-28T00:00:00.000Z',
});

describe('the maintenance banner', () => {
  it('announces the earliest window the member has not closed', () => {
    const later = w(1, '2026-11-27T20:00:00.000Z');
    const sooner = w(2, '2026-11-27T02:00:00.000Z');
    expect(nextAnnouncement([later, sooner], [])).toBe(sooner);
    expect(nextAnnouncement([later, sooner], [2])).toBe(later);
    expect(nextAnnouncement([later, sooner], [1, 2])).toBeNull();
  });
});
