import { expect, type FrameLocator, type Page } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { registerThroughApi, storageStateOf } from './support/api-session.ts';
import { memberTest as test } from './support/fixtures.ts';
import { shot } from './support/flows.ts';
import { fund, moveToGame } from './support/money.ts';
import { MAIN, newMember } from './support/servers.ts';

/**
 * Baccarat Bàn 1: one table whose rounds are shared by everyone at it and run on the server's clock.
 * Two members sit down in two browsers; both see the same round dealt with the same cards. (Bets, limits
 * and payouts are the server suite's: apps/server/test/sandbox-provider/baccarat-table.test.ts.)
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

/** What a tab shows now: the round, its phase and its face-up cards. */
async function onShow(game: FrameLocator) {
  const [round, phase, cards] = await Promise.all([
    game.locator('.bac-status__round').textContent(),
    game.locator('.bac-status__phase').textContent(),
    game.getByRole('img', { name: CARD }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
  ]);
  return { round, phase, cards };
}

test('two members at one table see the same round dealt with the same cards', async ({ page, member, browser }, testInfo) => {
  test.setTimeout(300_000);
  const other = await registerThroughApi(MAIN, newMember(testInfo.project.name === 'mobile' ? 'bm' : 'bd'));
  for (const session of [member, other]) {
    await fund(session.access_token, 500_000);
    await moveToGame(session.access_token, 'EG', IN_TABLE);
  }
  const otherContext = await browser.newContext({ ...testInfo.project.use, storageState: storageStateOf(other) });
  const otherPage = await otherContext.newPage();
  try {
    const [mine, theirs] = await Promise.all([sitDown(page), sitDown(otherPage)]);

    // Both tabs at the same round's result, read together (a round shows its result for a few seconds).
    let seen: { a: Awaited<ReturnType<typeof onShow>>; b: Awaited<ReturnType<typeof onShow>> } | null = null;
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([onShow(mine), onShow(theirs)]);
          seen = a.phase === 'Kết quả' && b.phase === 'Kết quả' && a.round === b.round ? { a, b } : null;
          return seen !== null;
        },
        { timeout: ROUND_WAIT_MS, intervals: [250] },
      )
      .toBe(true);
    const { a, b } = seen!;
    expect(a.cards.length).toBeGreaterThanOrEqual(4);
    expect(a.cards.length).toBeLessThanOrEqual(6);
    expect(a.cards).toEqual(b.cards);
    await shot(page, testInfo, 'baccarat-result');
    await shot(otherPage, testInfo, 'baccarat-result-other');
  } finally {
    await otherContext.close();
  }
});

test('the table\'s rounds are pushed: a few state calls in 10 s, not one a second', async ({ page, member }, testInfo) => {
  test.setTimeout(240_000);
  await fund(member.access_token, 500_000);
  await moveToGame(member.access_token, 'EG', IN_TABLE);
  const calls = { state: 0, stream: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/game/baccarat/state')) calls.state += 1;
    if (path.endsWith('/game/baccarat/stream')) calls.stream += 1;
  });
  const game = await sitDown(page);
  await expect.poll(() => calls.stream).toBeGreaterThan(0);
  // Settled in: the first state asked, the stream opened (the fallback polling stopped).
  await page.waitForTimeout(3_000);
  const before = calls.state;
  await page.waitForTimeout(10_000);
  // At most the one asked when a result is shown (26 s a round), and the few asked again for the win.
  expect(calls.state - before).toBeLessThanOrEqual(3);
  await expect(game.getByText(/^Ván #\d+$/).first()).toBeVisible();
  await shot(page, testInfo, 'baccarat-pushed');
});
