import { expect, type FrameLocator, type Page } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { registerThroughApi, storageStateOf } from './support/api-session.ts';
import { memberTest as test } from './support/fixtures.ts';
import { shot } from './support/flows.ts';
import { fund, moveToGame } from './support/money.ts';
import { MAIN, newMember } from './support/servers.ts';

/**
 * Baccarat Bàn 1: one table whose rounds are shared by everyone at it and run on the server's clock.
 * Two members sit down in two browsers; both see the same round dealt with the same cards, and one of
 * them is paid what the result says for a bet placed while bets were open.
 */

const GAME = 'Baccarat Bàn 1';
const IN_TABLE = 200_000;
/** A round is 26 s; a member may arrive just after bets closed. */
const ROUND_WAIT_MS = 70_000;
const CARD = /^(A|[2-9]|10|J|Q|K) (bích|cơ|rô|chuồn)$/;

async function sitDown(page: Page): Promise<FrameLocator> {
  await page.goto(`${MAIN}/choi/baccarat-ban-1`);
  const launch = page.getByRole('dialog', { name: GAME });
  await expect(launch.getByTestId('launch-game-balance')).toHaveText(formatMoney(IN_TABLE));
  await launch.getByRole('button', { name: 'Vào chơi' }).click();
  const game = page.frameLocator(`iframe[title="${GAME}"]`);
  await expect(game.getByText(/^Ván #\d+$/).first()).toBeVisible();
  return game;
}

/** The round on show and its face-up cards, read once the round's result is shown. */
async function resultOf(game: FrameLocator) {
  await expect(game.getByText('Kết quả', { exact: true })).toBeVisible({ timeout: ROUND_WAIT_MS });
  const round = (await game.getByText(/^Ván #\d+$/).first().textContent()) ?? '';
  const cards = await game.getByRole('img', { name: CARD }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return { round, cards };
}

test('two members at one table see the same round dealt with the same cards', async ({ page, member, browser }, testInfo) => {
  test.setTimeout(180_000);
  const other = await registerThroughApi(MAIN, newMember(testInfo.project.name === 'mobile' ? 'bm' : 'bd'));
  for (const session of [member, other]) {
    await fund(session.access_token, 500_000);
    await moveToGame(session.access_token, 'EG', IN_TABLE);
  }
  const otherContext = await browser.newContext({ ...testInfo.project.use, storageState: storageStateOf(other) });
  const otherPage = await otherContext.newPage();
  try {
    const [mine, theirs] = await Promise.all([sitDown(page), sitDown(otherPage)]);

    // Wait for a betting phase, then one member puts a 10,000 chip on Cái (Banker).
    await expect(mine.getByText('Mời đặt cược', { exact: true })).toBeVisible({ timeout: ROUND_WAIT_MS });
    await mine.getByRole('group', { name: 'Chọn phỉnh' }).getByRole('button', { name: `Phỉnh ${formatMoney(10_000)}` }).click();
    await mine.getByRole('button', { name: /^Cái \(Banker\)/ }).click();
    await mine.getByRole('button', { name: 'Đặt cược', exact: true }).click();
    const placed = mine.getByText(/^Đã đặt cược 10,000$|Đã hết thời gian đặt cược/).first();
    await expect(placed).toBeVisible({ timeout: 15_000 });

    // Both tabs show the same round's result with the same cards, dealt on the server's clock.
    const [a, b] = await Promise.all([resultOf(mine), resultOf(theirs)]);
    expect(a.round).toBe(b.round);
    expect(a.cards.length).toBeGreaterThanOrEqual(4);
    expect(a.cards.length).toBeLessThanOrEqual(6);
    expect(a.cards).toEqual(b.cards);
    await shot(page, testInfo, 'baccarat-result');
    await shot(otherPage, testInfo, 'baccarat-result-other');
  } finally {
    await otherContext.close();
  }
});
