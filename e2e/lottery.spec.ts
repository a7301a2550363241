import { expect, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { memberTest as test } from './support/fixtures.ts';
import { isMobile, shot } from './support/flows.ts';
import { fund, moveToGame } from './support/money.ts';
import { MAIN } from './support/servers.ts';

/**
 * Xổ số siêu tốc 1 phút through the real server, the sandbox provider and its own game page in the
 * frame: a lô ticket and a đề ticket bought on the open draw, the draw run by the server's clock (not
 * the test's: the test waits for it), each ticket settled won or lost per number, the lottery account
 * paid, and both tickets in "Lịch sử cược" with their stake and win.
 */

const FUNDS = 1_000_000;
const INTO_LOTTERY = 300_000;
const GAME = 'Xổ số siêu tốc 1 phút';
/** A draw is at most a minute away; then settled within seconds. */
const DRAW_WAIT_MS = 100_000;

async function pickType(game: FrameLocator, name: string) {
  await game.getByRole('group', { name: 'Loại cược' }).getByRole('button', { name, exact: true }).click();
}

async function pickNumber(game: FrameLocator, n: string) {
  await game.getByRole('group', { name: 'Bảng số 00–99' }).getByRole('button', { name: n, exact: true }).click();
}

/**
 * "Đặt cược" until the ticket is bought: a purchase in the draw's last 10 seconds is refused by the
 * server ("đã đóng cược") and the page is then selling the next draw, so it is pressed once more. A press
 * in the instant the page itself sees the draw close is refused there, before any request ("Đã đóng
 * cược kỳ này…", the button disabled until the next draw): that counts as a refusal too. The
 * refusal stays on screen until a purchase starts, and a press before the page has the next draw does
 * not start one: after a refusal the button is pressed until the refusal goes (a press while a purchase
 * is on its way is ignored, and one after it finds no numbers chosen, so no second ticket is bought).
 */
async function buy(game: FrameLocator) {
  const button = game.getByRole('button', { name: 'Đặt cược', exact: true });
  const bought = game.getByText(/^Đã đặt vé kỳ /).first();
  const refused = game.getByText(/đã đóng cược \(|^Đã đóng cược kỳ này/).first();
  await button.click();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(bought.or(refused)).toBeVisible({ timeout: 45_000 });
    if (await bought.isVisible()) return;
    await expect(async () => {
      await button.click();
      await expect(refused).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }
  throw new Error('the ticket was not bought');
}

async function openBetHistory(page: Page, testInfo: TestInfo, username: string) {
  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: 'Thanh điều hướng' }).getByRole('link', { name: 'Tài khoản' }).click();
  } else {
    await page.getByRole('button', { name: new RegExp(username) }).click();
  }
  await page.getByRole('link', { name: 'Lịch sử cược', exact: true }).click();
  await expect(page).toHaveURL(`${MAIN}/lich-su-cuoc`);
}

test('a member buys lô and đề tickets, the draw runs, and each ticket is paid or lost by the board', async ({ page, member }, testInfo) => {
  test.setTimeout(360_000);
  await fund(member.access_token, FUNDS);
  await moveToGame(member.access_token, 'KULT', INTO_LOTTERY);

  await page.goto(`${MAIN}/choi/xo-so-sieu-toc-1`);
  const launch = page.getByRole('dialog', { name: GAME });
  await expect(launch.getByTestId('launch-game-balance')).toHaveText(formatMoney(INTO_LOTTERY));
  await launch.getByRole('button', { name: 'Vào chơi' }).click();
  const game = page.frameLocator(`iframe[title="${GAME}"]`);
  await expect(game.getByRole('group', { name: 'Bảng số 00–99' })).toBeVisible();

  // Lô 2 số: 27 and 68, one point each (23,000 VND a point).
  await pickType(game, 'Lô 2 số');
  await pickNumber(game, '27');
  await pickNumber(game, '68');
  await expect(game.getByText(formatMoney(46_000)).first()).toBeVisible();
  await buy(game);
  // Đề đặc biệt: 27, ten points (1,000 VND a point).
  await pickType(game, 'Đề đặc biệt');
  await pickNumber(game, '27');
  await game.getByLabel('Số điểm', { exact: true }).fill('10');
  await buy(game);
  await shot(page, testInfo, 'lottery-tickets-bought');

  // The phone shows results and tickets one at a time.
  if (isMobile(testInfo)) await game.getByRole('group', { name: 'Kết quả / Vé của tôi' }).getByRole('button', { name: /^Vé của tôi/ }).click();
  // Each ticket (its numbers are a list of their own inside it).
  const tickets = game.getByRole('list', { name: 'Vé của tôi' }).locator(':scope > li');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.filter({ hasText: 'Chờ quay' })).toHaveCount(2);

  // The draw comes on the server's clock; the page shows the board and settles both tickets.
  await expect(tickets.filter({ hasText: 'Chờ quay' })).toHaveCount(0, { timeout: DRAW_WAIT_MS });
  const lo = tickets.filter({ hasText: 'Lô 2 số' });
  const de = tickets.filter({ hasText: 'Đề đặc biệt' });
  const paid = async (ticket: typeof lo) => {
    const text = (await ticket.textContent()) ?? '';
    const won = /Trúng ([\d,]+)/.exec(text);
    if (!won) expect(text).toContain('Không trúng');
    return won ? Number(won[1]!.replaceAll(',', '')) : 0;
  };
  const loWin = await paid(lo);
  const deWin = await paid(de);
  // Lô pays 80,000 a point each time a number comes out; đề 80,000 a point when it is the special prize's ending.
  expect(loWin % 80_000).toBe(0);
  expect([0, 800_000]).toContain(deWin);
  const stakes = 46_000 + 10_000;
  await shot(page, testInfo, 'lottery-settled');

  // The game's account follows (the page's bar on the desktop; the launch dialog on the phone).
  const expected = INTO_LOTTERY - stakes + loWin + deWin;
  if (!isMobile(testInfo)) await expect(page.getByTestId('game-balance')).toHaveText(formatMoney(expected), { timeout: 45_000 });

  await page.getByRole('button', { name: 'Quay lại', exact: true }).click();
  await page.getByRole('dialog', { name: 'Rời trò chơi' }).getByRole('button', { name: 'Ở lại ví trò chơi' }).click();
  await openBetHistory(page, testInfo, member.username);
  const rows = isMobile(testInfo)
    ? page.getByRole('list', { name: 'Danh sách ván cược' }).getByRole('listitem')
    : page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: GAME })).toHaveCount(2);
  await expect(rows.filter({ hasText: formatMoney(46_000) })).toHaveCount(1);
  await expect(rows.filter({ hasText: formatMoney(10_000) })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Tổng trong khoảng đã chọn' })).toContainText(`Tổng thắng${formatMoney(loWin + deWin)}`);

  // A ticket's recall: its numbers, the draw's prizes recomputed from the revealed seed, and that they match.
  await page.getByRole('button', { name: /^Xem ván .*LOT-/ }).first().click();
  const recall = page.getByRole('dialog', { name: `Chi tiết ván · ${GAME}` });
  await expect(recall.getByRole('table', { name: /^Kết quả kỳ ST1-/ })).toBeVisible();
  await expect(recall).toContainText('Kết quả kỳ quay khớp với hạt giống máy chủ đã tiết lộ');
  await shot(page, testInfo, 'lottery-recall');
});
