import { randomUUID } from 'node:crypto';
import { expect, type FrameLocator } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { memberTest as test } from './support/fixtures.ts';
import { isMobile, shot } from './support/flows.ts';
import { fund, moveToGame } from './support/money.ts';
import { MAIN } from './support/servers.ts';

/**
 * Thể thao SABA through the real server, the sandbox provider's trading desk and its game page: a
 * trader opens two matches with a handicap market each, a member places a two-leg xiên in the page,
 * the trader enters both results, and the member's "Cược của tôi" and balance show the win without a
 * reload.
 */

const GAME = 'Thể thao SABA';
const IN_SB = 500_000;
const STAKE = 50_000;

async function trader() {
  const login = await fetch(`${MAIN}/api/operator/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'quantri123' }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async (path: string, body: unknown) => {
    const res = await fetch(`${MAIN}/api/operator/sportsbook/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { fixture: { fixtureId: string } };
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json;
  };
}

test('a member places a xiên, the trader enters the results, and the winnings arrive without a reload', async ({ page, member }, testInfo) => {
  test.setTimeout(150_000);
  const trade = await trader();
  const tag = randomUUID().slice(0, 6);
  const matches = [
    { home: `Hà Nội ${tag}`, away: 'Hải Phòng' },
    { home: `Nam Định ${tag}`, away: 'Bình Định' },
  ];
  const fixtureIds: string[] = [];
  for (const m of matches) {
    const created = await trade('fixtures/create', { sport: 'football', league: 'V.League 1', ...m, kickoff: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    fixtureIds.push(created.fixture.fixtureId);
    await trade('markets/create', { fixtureId: created.fixture.fixtureId, kind: 'handicap', period: 'full-time', line: -0.5, format: 'decimal', prices: { home: '2.00', away: '1.90' }, minStake: 10_000, maxStake: 5_000_000 });
  }
  await fund(member.access_token, 1_000_000);
  await moveToGame(member.access_token, 'SB', IN_SB);

  await page.goto(`${MAIN}/choi/the-thao`);
  const launch = page.getByRole('dialog', { name: GAME });
  await expect(launch.getByTestId('launch-game-balance')).toHaveText(formatMoney(IN_SB));
  await launch.getByRole('button', { name: 'Vào chơi' }).click();
  const game: FrameLocator = page.frameLocator(`iframe[title="${GAME}"]`);

  // Both home sides at −0.5 (decimal 2.00 each): a xiên of two legs at 4.00.
  for (const m of matches) {
    const fixture = game.getByRole('article', { name: `${m.home} gặp ${m.away}` });
    await fixture.getByRole('button', { name: new RegExp(`^${m.home} `) }).first().click();
  }
  if (isMobile(testInfo)) await game.getByRole('button', { name: 'Phiếu cược (2)' }).click();
  const slip = game.locator('#sb-slip');
  await slip.getByLabel('Tiền cược (VND)').fill(String(STAKE));
  await slip.getByRole('button', { name: 'Đặt cược', exact: true }).click();
  const bets = game.locator('#sb-bets');
  const xien = bets.getByRole('article').filter({ hasText: matches[0]!.home }).filter({ hasText: matches[1]!.home });
  await expect(xien).toContainText('Đang chờ', { timeout: 20_000 });
  await shot(page, testInfo, 'sportsbook-xien-placed');

  // The matches are played: the trader moves the kick-offs back and enters 2–0 and 1–0.
  const scores: [number, number][] = [
    [2, 0],
    [1, 0],
  ];
  for (const [i, fixtureId] of fixtureIds.entries()) {
    await trade('fixtures/update', { fixtureId, kickoff: new Date(Date.now() - 60_000).toISOString() });
    const [home, away] = scores[i]!;
    await trade('results/enter', { fixtureId, result: { fullTime: { home, away }, firstHalf: { home: 0, away: 0 } } });
  }

  // Without a reload: the bet is won at 4.00 and the game account holds the return.
  await expect(xien).toContainText('Thắng', { timeout: 30_000 });
  await expect(xien).toContainText(formatMoney(STAKE * 4));
  if (!isMobile(testInfo)) await expect(page.getByTestId('game-balance')).toHaveText(formatMoney(IN_SB - STAKE + STAKE * 4), { timeout: 20_000 });
  await shot(page, testInfo, 'sportsbook-xien-won');
});
