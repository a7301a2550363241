import { randomUUID } from 'node:crypto';
import { expect, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { memberTest as test } from './support/fixtures.ts';
import { isMobile, shot } from './support/flows.ts';
import { fund, moveToGame } from './support/money.ts';
import { MAIN } from './support/servers.ts';

/**
 * Thể thao SABA through the real server, the sandbox provider's trading desk and its game page: a
 * trader opens two matches with a handicap market each, a member places a two-leg xiên in the page,
 * the trader enters both results, and the member's "Cược của tôi" and balance show the win without a
 * reload; then the site's "Lịch sử cược" recalls the slip, leg by leg.
 */

const GAME = 'Thể thao SABA';

// axe-core is injected into the recall's page (the site's CSP would refuse it).
test.use({ bypassCSP: true });
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
  test.setTimeout(300_000);
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
  await expect(xien).toContainText('Đang chờ', { timeout: 45_000 });
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
  await expect(xien).toContainText('Thắng', { timeout: 45_000 });
  await expect(xien).toContainText(formatMoney(STAKE * 4));
  if (!isMobile(testInfo)) await expect(page.getByTestId('game-balance')).toHaveText(formatMoney(IN_SB - STAKE + STAKE * 4), { timeout: 45_000 });
  await shot(page, testInfo, 'sportsbook-xien-won');

  // The site's "Lịch sử cược": the settled xiên's recall, each leg with its pick, price and outcome.
  await page.getByRole('button', { name: 'Quay lại', exact: true }).click();
  await page.getByRole('dialog', { name: 'Rời trò chơi' }).getByRole('button', { name: 'Ở lại ví trò chơi' }).click();
  await openSettledBet(page, testInfo, member.username);
  const recall = page.getByRole('dialog', { name: `Chi tiết ván · ${GAME}` });
  await expect(recall).toContainText('Xiên 2 · Thắng');
  await expect(recall).toContainText('Tỷ lệ Malaysia');
  const legs = recall.getByRole('list', { name: 'Các kèo trong phiếu' }).getByRole('listitem');
  await expect(legs).toHaveCount(2);
  for (const [i, m] of matches.entries()) {
    const leg = legs.filter({ hasText: `${m.home} vs ${m.away}` });
    await expect(leg).toContainText(`Cửa chọn${m.home} \u22120.5`);
    // As placed, in the member's odds format (Malay, the default): decimal 2.00 is 1.00.
    await expect(leg).toContainText('Tỷ lệ1.00');
    await expect(leg).toContainText(`Tỷ số${scores[i]!.join('–')}`);
    await expect(leg).toContainText('Kết quảThắng');
  }
  await expect(recall).toContainText(`Tiền trả${formatMoney(STAKE * 4)}`);
  await expectNoSeriousAxeViolations(page, 'a xiên’s recall');
  await shot(page, testInfo, 'sportsbook-recall');
});

/** "Lịch sử cược" from the member menu, then the sports bet's recall once the platform has its settlement. */
async function openSettledBet(page: Page, testInfo: TestInfo, username: string) {
  if (isMobile(testInfo)) await page.getByRole('navigation', { name: 'Thanh điều hướng' }).getByRole('link', { name: 'Tài khoản' }).click();
  else await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('link', { name: 'Lịch sử cược', exact: true }).click();
  await expect(page).toHaveURL(`${MAIN}/lich-su-cuoc`);
  const rows = isMobile(testInfo)
    ? page.getByRole('list', { name: 'Danh sách ván cược' }).getByRole('listitem')
    : page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  const bet = rows.filter({ hasText: GAME }).first();
  // The settlement reaches the platform as a pushed record: a list read before it arrived is read again.
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    await expect(bet).toContainText(formatMoney(STAKE * 4), { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await bet.getByRole('button', { name: /^Xem ván / }).click();
}
