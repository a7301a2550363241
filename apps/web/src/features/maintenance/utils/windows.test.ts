import type { MaintenanceWindowView } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CHECK_MS,
  activeWindows,
  areaWindow,
  ENDING_CHECK_MS,
  forgetMetBefore,
  IDLE_CHECK_MS,
  meetWindow,
  nextCheckDelay,
  siteWindow,
} from './windows.ts';

const NOW = Date.parse('2026-11-26T16:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

function windowOf(id: number, area: MaintenanceWindowView['area'], startMs: number, endMs: number, providerCode: string | null = null): MaintenanceWindowView {
  return { id, area, providerCode, message: `Bảo trì ${id}`, startsAt: at(startMs), endsAt: at(endMs) };
}

const site = windowOf(1, 'SITE', -60_000, 20_000);
const deposits = windowOf(2, 'DEPOSITS', -60_000, 3_600_000);
const jili = windowOf(3, 'GAME_PROVIDER', -60_000, 600_000, 'JILI');

describe('the windows met in 503s', () => {
  it('keeps one sighting per window, the latest', () => {
    const moved = { ...site, endsAt: at(40_000) };
    const met = meetWindow(meetWindow([], site, 1), moved, 2);
    expect(met).toEqual([{ window: moved, at: 2 }]);
  });

  it('forgets what a later status check knows better, keeps what was met while it was on its way', () => {
    const met = meetWindow(meetWindow([], site, 100), deposits, 300);
    expect(forgetMetBefore(met, 200)).toEqual([{ window: deposits, at: 300 }]);
    expect(forgetMetBefore(met, 50)).toBe(met);
  });

  it('adds them to the status check’s active windows, without doubles', () => {
    const met = meetWindow([], { ...site, message: 'đổi' }, 1);
    expect(activeWindows([site, deposits], met)).toEqual([deposits, { ...site, message: 'đổi' }]);
    expect(activeWindows([deposits], [])).toEqual([deposits]);
  });
});

describe('which window closes what', () => {
  it('finds the whole-site window, the latest ending when there are several', () => {
    const longer = windowOf(9, 'SITE', -1000, 90_000);
    expect(siteWindow([deposits, site])).toBe(site);
    expect(siteWindow([site, longer])).toBe(longer);
    expect(siteWindow([deposits, jili])).toBeNull();
  });

  it('closes a provider’s games only for that provider', () => {
    expect(areaWindow([site, deposits, jili], 'DEPOSITS')).toBe(deposits);
    expect(areaWindow([site, deposits, jili], 'WITHDRAWALS')).toBeNull();
    expect(areaWindow([jili], 'GAME_PROVIDER', 'JILI')).toBe(jili);
    expect(areaWindow([jili], 'GAME_PROVIDER', 'EVO')).toBeNull();
  });
});

describe('when the status is asked again', () => {
  it('every 15 s while the site is closed, and right at its end', () => {
    expect(nextCheckDelay([{ ...site, endsAt: at(3_600_000) }], [], NOW)).toBe(ACTIVE_CHECK_MS);
    expect(nextCheckDelay([site], [], NOW + 10_000)).toBe(10_500);
  });

  it('soon again once the end has passed and the server still says closed', () => {
    expect(nextCheckDelay([site], [], NOW + 25_000)).toBe(ENDING_CHECK_MS);
  });

  it('at the start of an announced window, else now and then', () => {
    const soon = windowOf(4, 'SITE', 30_000, 90_000);
    expect(nextCheckDelay([], [soon], NOW)).toBe(30_500);
    expect(nextCheckDelay([], [windowOf(5, 'SITE', 3_600_000, 7_200_000)], NOW)).toBe(IDLE_CHECK_MS);
    expect(nextCheckDelay([], [], NOW)).toBe(IDLE_CHECK_MS);
  });

  it('at the end of an area’s window, never in a tight loop', () => {
    expect(nextCheckDelay([windowOf(6, 'DEPOSITS', -1000, 20_000)], [], NOW)).toBe(20_500);
    expect(nextCheckDelay([], [windowOf(7, 'SITE', 100, 9_000)], NOW)).toBe(1_000);
  });
});
