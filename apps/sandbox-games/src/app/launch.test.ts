import { describe, expect, it } from 'vitest';
import { readLaunch } from './launch.ts';

function fakeHistory() {
  const urls: string[] = [];
  return { urls, replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => void urls.push(String(url)) };
}

describe('the launch link', () => {
  it('takes the token out of the address bar at once and keeps the rest', () => {
    const history = fakeHistory();
    const launch = readLaunch({ pathname: '/sandbox-provider/play/', search: '?token=abcdefghijklmnopqrst&game=kho-bau-rong', hash: '' }, history);
    expect(launch).toEqual({ token: 'abcdefghijklmnopqrst', gameId: 'kho-bau-rong' });
    expect(history.urls).toEqual(['/sandbox-provider/play/?game=kho-bau-rong']);
  });

  it('leaves the address alone when there is no token (a reload: the session is over)', () => {
    const history = fakeHistory();
    expect(readLaunch({ pathname: '/sandbox-provider/play/', search: '?game=tai-xiu', hash: '' }, history)).toEqual({ token: null, gameId: 'tai-xiu' });
    expect(history.urls).toEqual([]);
  });
});
