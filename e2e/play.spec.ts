import { expect, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { memberTest as test } from './support/fixtures.ts';
import { isMobile, shot } from './support/flows.ts';
import { fund } from './support/money.ts';
import { MAIN } from './support/servers.ts';

/**
 * Playing a game through the real server and the sandbox provider's own game page in the frame: money
 * into the game's account from the launch dialog, a few spins of Kho Báu Rồng, the balance following
 * every round, "Lịch sử cược" listing each spin, a round checked on "Kiểm tra công bằng" with the seed
 * the game revealed, and the money brought back to TK Chính on the way out.
 */

// axe runs on the launch dialog, the bet history and the fairness check: these contexts bypass the site's
// CSP so its script can be injected (nothing here is about the policy).
test.use({ bypassCSP: true });

const FUNDS = 1_000_000;
const INTO_GAME = 500_000;
const SPINS = 3;
/** The game's first (smallest) stake, which the stake picker starts on. */
const STAKE = 1_000;

/** One spin in the provider's page: "Quay" is busy until the round has been shown, then its result is read. */
async function spin(game: FrameLocator): Promise<number> {
  const button = game.getByRole('button', { name: 'Quay', exact: true });
  await button.click();
  // Each spin takes at least 2.5 s by rule: wait for the round to end, not for a time.
  await expect(game.getByRole('button', { name: 'Đang quay…' })).toBeDisabled();
  await expect(button).toBeEnabled({ timeout: 45_000 });
  const result = game.getByRole('status').filter({ hasText: /^(Không trúng thưởng|Thắng [\d,]+|Chúc mừng! Thắng [\d,]+)$/ });
  await expect(result).toHaveCount(1);
  const text = (await result.textContent()) ?? '';
  return text === 'Không trúng thưởng' ? 0 : Number(text.replace(/\D/g, ''));
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

/** The rows of the bet history, newest first: the table on the desktop, the cards on the phone. */
function betRows(page: Page, testInfo: TestInfo) {
  return isMobile(testInfo)
    ? page.getByRole('list', { name: 'Danh sách ván cược' }).getByRole('listitem')
    : page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
}

test('a member moves money into Kho Báu Rồng, spins, finds every spin in "Lịch sử cược", checks one, and brings the money back', async ({ page, member }, testInfo) => {
  test.setTimeout(300_000);
  await fund(member.access_token, FUNDS);

  // The launch dialog: TK Chính and the game's account (JILI's), which is short, so the transfer is offered.
  await page.goto(`${MAIN}/choi/kho-bau-rong`);
  const launch = page.getByRole('dialog', { name: 'Kho Báu Rồng' });
  await expect(launch).toBeVisible();
  await expect(launch.getByTestId('launch-main-balance')).toHaveText(formatMoney(FUNDS));
  await expect(launch.getByTestId('launch-game-balance')).toHaveText('0');
  await expect(launch).toContainText('Ví JILI chưa đủ để chơi: mức cược nhỏ nhất là 1,000 VND.');
  await expect(launch.getByRole('button', { name: 'Vào chơi' })).toBeDisabled();
  await launch.getByRole('group', { name: 'Chọn nhanh số tiền' }).getByRole('button', { name: formatMoney(INTO_GAME), exact: true }).click();
  await expect(launch.getByRole('textbox', { name: 'Số tiền chuyển' })).toHaveValue(formatMoney(INTO_GAME));
  await launch.getByRole('button', { name: 'Chuyển vào Ví JILI' }).click();
  await expect(launch.getByTestId('launch-game-balance')).toHaveText(formatMoney(INTO_GAME));
  await expect(launch.getByTestId('launch-main-balance')).toHaveText(formatMoney(FUNDS - INTO_GAME));
  await expectNoSeriousAxeViolations(page, 'the launch dialog');
  await shot(page, testInfo, 'play-launch-dialog');

  // The game in its frame, named by the game.
  await launch.getByRole('button', { name: 'Vào chơi' }).click();
  await expect(page.locator('iframe[title="Kho Báu Rồng"]')).toBeVisible();
  const game = page.frameLocator('iframe[title="Kho Báu Rồng"]');
  await expect(game.getByRole('button', { name: 'Quay', exact: true })).toBeEnabled();

  const wins: number[] = [];
  for (let i = 0; i < SPINS; i += 1) {
    wins.push(await spin(game));
    const expected = INTO_GAME - STAKE * wins.length + wins.reduce((a, b) => a + b, 0);
    // The page's own bar follows the game after every round (the phone has the frame alone).
    if (!isMobile(testInfo)) await expect(page.getByTestId('game-balance')).toHaveText(formatMoney(expected));
  }
  const won = wins.reduce((a, b) => a + b, 0);
  const inGame = INTO_GAME - STAKE * SPINS + won;
  await shot(page, testInfo, 'play-playing');

  // "Đổi seed" in the game reveals the seed the spins were played with.
  await game.getByRole('button', { name: 'Công bằng' }).click();
  const fairPanel = game.getByRole('dialog', { name: 'Công bằng có thể kiểm chứng' });
  await fairPanel.getByRole('button', { name: 'Đổi seed' }).click();
  const revealed = fairPanel.getByRole('status').filter({ hasText: 'Hạt giống máy chủ cũ (đã tiết lộ)' }).locator('code').first();
  await expect(revealed).toHaveText(/^[0-9a-f]{64}$/);
  const serverSeed = (await revealed.textContent()) ?? '';
  await fairPanel.getByRole('button', { name: 'Đóng' }).click();

  // Leaving offers the recall of exactly what the game's account holds; this time the money stays.
  await page.getByRole('button', { name: 'Quay lại', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Rời trò chơi' });
  await expect(leave).toContainText(`Ví JILI đang có ${formatMoney(inGame)} VND.`);
  await leave.getByRole('button', { name: 'Ở lại ví trò chơi' }).click();
  await expect(page).toHaveURL(`${MAIN}/sanh/no-hu`);

  // "Lịch sử cược": every spin, newest first, with its stake and win, and the range's totals.
  await openBetHistory(page, testInfo, member.username);
  const rows = betRows(page, testInfo);
  await expect(rows).toHaveCount(SPINS);
  const newestFirst = [...wins].reverse();
  for (const [i, win] of newestFirst.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText('Kho Báu Rồng');
    await expect(row).toContainText(formatMoney(STAKE));
    await expect(row).toContainText(win - STAKE > 0 ? `+${formatMoney(win - STAKE)}` : formatMoney(win - STAKE));
    await expect(row).toContainText(/\d{2}-\d{2} \d{2}:\d{2}/);
  }
  const totals = page.getByRole('region', { name: 'Tổng trong khoảng đã chọn' });
  await expect(totals).toContainText(`Số ván${SPINS}`);
  await expect(totals).toContainText(`Tổng cược${formatMoney(STAKE * SPINS)}`);
  await expect(totals).toContainText(`Tổng thắng${formatMoney(won)}`);
  await expectNoSeriousAxeViolations(page, 'the bet history');
  await shot(page, testInfo, 'play-bet-history');

  // The newest round's recall: its screen, its fairness data, and the way to check it.
  await page.getByRole('button', { name: /^Xem ván .*SBX-/ }).first().click();
  const recall = page.getByRole('dialog', { name: 'Chi tiết ván · Kho Báu Rồng' });
  await expect(recall.getByRole('table', { name: 'Màn hình kết quả (3 hàng × 5 cuộn)' })).toBeVisible();
  await expect(recall.getByRole('table').first().getByRole('row')).toHaveCount(4);
  await expect(recall).toContainText('Mã băm hạt giống máy chủ (SHA-256)');
  await expect(recall).toContainText('Đổi seed');
  await expectNoSeriousAxeViolations(page, 'a round’s recall');
  await shot(page, testInfo, 'play-round-recall');
  await recall.getByRole('link', { name: 'Kiểm tra công bằng' }).click();

  // Prefilled but for the seed: the revealed one matches the published hash and gives the recorded win.
  await expect(page).toHaveURL(/\/kiem-tra-cong-bang\?/);
  const form = page.getByRole('form', { name: 'Dữ liệu của ván' });
  await expect(form.getByLabel('Trò chơi', { exact: true })).toHaveValue('slot:kho-bau-rong');
  await expect(form.getByLabel('Mức cược', { exact: true })).toHaveValue(String(STAKE));
  await expect(form.getByLabel('Nonce', { exact: true })).toHaveValue(/^\d+$/);
  await expect(form.getByLabel('Mã băm đã công bố (SHA-256)', { exact: true })).toHaveValue(/^[0-9a-f]{64}$/);
  await form.getByLabel('Hạt giống máy chủ (đã tiết lộ)', { exact: true }).fill(serverSeed);
  await form.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Khớp/ })).toContainText('SHA-256 của hạt giống máy chủ đúng bằng');
  await expect(page.getByText('Khớp với tiền thắng đã ghi nhận.')).toBeVisible();
  await expect(page.getByText(`Tiền thắng tính lại: ${formatMoney(newestFirst[0]!)}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the fairness check');
  await shot(page, testInfo, 'play-fairness-check');
  const tampered = `${serverSeed.slice(0, -1)}${serverSeed.endsWith('0') ? '1' : '0'}`;
  await form.getByLabel('Hạt giống máy chủ (đã tiết lộ)', { exact: true }).fill(tampered);
  await form.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Không khớp/ })).toContainText('khác mã băm đã công bố');

  // Back at the game: its account holds 500,000 + wins − stakes; leaving, all of it goes back to TK Chính.
  await page.goto(`${MAIN}/choi/kho-bau-rong`);
  const again = page.getByRole('dialog', { name: 'Kho Báu Rồng' });
  await expect(again.getByTestId('launch-game-balance')).toHaveText(formatMoney(inGame));
  await again.getByRole('button', { name: 'Hủy', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'Rời trò chơi' });
  await expect(offer).toContainText(formatMoney(inGame));
  await offer.getByRole('button', { name: 'Chuyển về TK Chính' }).click();
  await expect(page).toHaveURL(`${MAIN}/sanh/no-hu`);
  await expect(page.getByTestId('main-balance').first()).toHaveText(formatMoney(FUNDS - STAKE * SPINS + won));
});

test('a game nobody lists shows "Không có trò chơi"', async ({ page }) => {
  await page.goto(`${MAIN}/choi/khong-co-tro-nay`);
  await expect(page.getByRole('heading', { level: 1, name: 'Không có trò chơi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toBeVisible();
});
