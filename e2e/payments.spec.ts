import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { BANKS, formatMoney, parseVietQrPayload } from '@app/domain';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { memberTest as test } from './support/fixtures.ts';
import { shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

/**
 * Money through the real server, a real browser and the real console: a VietQR deposit approved and
 * paid by an operator, and a withdrawal held at request, rejected, and given back. The member's page
 * stays open throughout: what changes arrives by server-sent events, not by reloading.
 */
const CONSOLE = `${MAIN}/operator/`;

/** Reads the QR drawn on the page the way a banking app's camera would: from pixels. */
async function decodeQr(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!found) throw new Error('no QR code found in the image');
  return found.data;
}

/** The operator's console in a desktop window of its own. */
async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(CONSOLE);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('quantri123');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Duyệt giao dịch' }).click();
  return page;
}

/** The queue row of one request, found by something only it carries (memo or username). */
const queueRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function giveReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lý do').fill(reason);
  await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The main-account balance the member's page shows right now. */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('main-balance').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('a VietQR deposit, approved and paid in the console, shows "Thành công" and the new balance without a reload', async ({ page, browser }, testInfo) => {
  // Logged in through the API (memberTest): this test is about money, not the login.
  await page.goto(`${MAIN}/nap-tien`);
  await page.getByRole('button', { name: /Quét mã VietQR/ }).click();
  await page.getByRole('textbox', { name: 'Số tiền nạp' }).fill('500000');
  await expect(page.getByRole('textbox', { name: 'Số tiền nạp' })).toHaveValue('500,000');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  const qr = page.getByRole('img', { name: 'Mã VietQR' });
  await expect(qr).toBeVisible();
  await shot(page, testInfo, 'deposit-vietqr');
  const scanned = parseVietQrPayload(await decodeQr(qr));
  expect(scanned.amount).toBe(500_000);
  const bank = BANKS.find((b) => b.bin === scanned.bin);
  expect(bank, `BIN ${scanned.bin} is a bank of the list`).toBeDefined();
  // What the QR carries is what the page tells the member in words.
  const main = page.getByRole('main');
  await expect(main).toContainText(bank!.shortName);
  await expect(main).toContainText(scanned.memo);
  await expect(main.getByText(scanned.accountNumber.replace(/(.{4})(?=.)/g, '$1 ')).or(main.getByText(scanned.accountNumber)).first()).toBeVisible();

  await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click();
  const status = page.getByRole('status').filter({ hasText: /Đang xét duyệt|Đang xử lý|Thành công/ });
  await expect(status).toContainText('Đang xét duyệt');
  const before = await shownBalance(page);

  const console = await openConsole(browser);
  const row = queueRow(console, scanned.memo);
  await expect(row).toContainText(formatMoney(500_000));
  await shot(console, testInfo, 'operator-review-queue');
  await row.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(status).toContainText('Đang xử lý');
  await queueRow(console, scanned.memo).getByRole('button', { name: 'Đã thanh toán', exact: true }).click();
  await console.getByRole('dialog').getByRole('button', { name: 'Xác nhận', exact: true }).click();

  // Pushed to the open page: the status and the balance change with no reload.
  await expect(status).toContainText('Thành công');
  await expect.poll(() => shownBalance(page)).toBe(before + 500_000);
  await shot(page, testInfo, 'deposit-paid');
  await console.context().close();

  // 500,000 deposited: level 2 of spec §9 (250,000 to under 1,000,000), a third of the way, 500,000 short of level 3.
  await page.goto(`${MAIN}/tai-khoan`);
  const progress = page.getByRole('progressbar', { name: 'Tiến độ lên Cấp 3' });
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('main')).toContainText('Còn 500,000 VND để lên Cấp 3');
  await shot(page, testInfo, 'member-level');
});

test('a withdrawal is held at request, rejected in the console, and the hold comes back', async ({ page, browser, member }, testInfo) => {
  // A long journey (a deposit paid in the console, a card, a withdrawal rejected there, the history):
  // a dozen page loads in two browsers, which on a busy 2-core machine take longer than the 60 s default.
  test.setTimeout(300_000);
  // Money to withdraw: a bank-transfer deposit, paid by the operator.
  await page.goto(`${MAIN}/nap-tien`);
  await page.getByRole('button', { name: /Chuyển khoản ATM/ }).click();
  await page.getByRole('textbox', { name: 'Số tiền nạp' }).fill('1000000');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('button', { name: 'Sao chép nội dung' })).toBeVisible();
  await shot(page, testInfo, 'deposit-bank-transfer');
  await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click();
  const console = await openConsole(browser);
  const deposit = queueRow(console, member.username).filter({ hasText: 'Nạp tiền' });
  await deposit.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await queueRow(console, member.username).filter({ hasText: 'Nạp tiền' }).getByRole('button', { name: 'Đã thanh toán', exact: true }).click();
  await console.getByRole('dialog').getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();

  // A bank card, sealed on its way to the server.
  await page.goto(`${MAIN}/the-ngan-hang`);
  await page.getByRole('combobox', { name: 'Ngân hàng', exact: true }).selectOption({ label: `${BANKS[0]!.shortName} — ${BANKS[0]!.name}` });
  await page.getByLabel('Số tài khoản').fill('0123456789');
  await page.getByLabel('Tên chủ tài khoản').fill('Nguyễn Văn An');
  await expect(page.getByLabel('Tên chủ tài khoản')).toHaveValue('NGUYEN VAN AN');
  await page.getByRole('button', { name: 'Liên kết thẻ' }).click();
  await expect(page.getByRole('main')).toContainText('012***789');
  await shot(page, testInfo, 'bank-cards');

  await page.goto(`${MAIN}/rut-tien`);
  const before = await shownBalance(page);
  expect(before).toBe(1_000_000);
  await page.getByRole('textbox', { name: 'Số tiền rút' }).fill('300000');
  await page.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click();
  const status = page.getByRole('status').filter({ hasText: /Đang xét duyệt|Không thành công/ });
  await expect(status).toContainText('Đang xét duyệt');
  await expect.poll(() => shownBalance(page)).toBe(700_000);
  await shot(page, testInfo, 'withdrawal-held');

  await console.reload();
  const withdrawal = queueRow(console, member.username).filter({ hasText: 'Rút tiền' });
  await expect(withdrawal).toContainText('0123 4567 89');
  await withdrawal.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await shot(console, testInfo, 'operator-reject-reason');
  await giveReason(console, 'Tên chủ thẻ không khớp với tài khoản');

  await expect(status).toContainText('Không thành công');
  await expect.poll(() => shownBalance(page)).toBe(1_000_000);
  await shot(page, testInfo, 'withdrawal-rejected');

  await page.goto(`${MAIN}/lich-su-giao-dich`);
  const history = page.getByRole('main');
  await expect(history).toContainText('Rút tiền');
  await expect(history).toContainText('Không thành công');
  await expect(history).toContainText('Thành công');
  await shot(page, testInfo, 'history');
  // Filters: only withdrawals, then a status nothing has → the empty state.
  await page.getByRole('combobox', { name: 'Loại giao dịch' }).selectOption({ label: 'Rút tiền' });
  await expect(history.getByText('Chuyển khoản ATM')).toBeHidden();
  await expect(history).toContainText('Vietcombank 012***789');
  await page.getByRole('combobox', { name: 'Trạng thái' }).selectOption({ label: 'Thất bại' });
  await expect(history).toContainText('Không có giao dịch nào');
  await shot(page, testInfo, 'history-empty');
  await console.context().close();
});

test('online banking: the sandbox bank confirms the payment and the member comes back to "Thành công"', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${MAIN}/nap-tien`);
  await page.getByRole('button', { name: /Ngân hàng trực tuyến/ }).click();
  const techcombank = BANKS.find((b) => b.type === 'TCB')!;
  await page.getByRole('combobox', { name: 'Ngân hàng', exact: true }).selectOption({ label: `${techcombank.shortName} — ${techcombank.name}` });
  await page.getByRole('textbox', { name: 'Số tiền nạp' }).fill('200000');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('link', { name: 'Đến trang ngân hàng' }).click();

  // The bank's own page (sandbox): amount and bank, and the two outcomes a real bank can give.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(techcombank.shortName);
  await expect(page.locator('body')).toContainText('200,000');
  await shot(page, testInfo, 'sandbox-bank');
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();

  // Back on the site, on the deposit's own step 3, settled by the gateway's signed callback.
  await expect(page).toHaveURL(/\/nap-tien\?don=\d+/);
  await expect(page.getByRole('status').filter({ hasText: /Thành công|Đang/ })).toContainText('Thành công');
  await expect.poll(() => shownBalance(page)).toBe(200_000);
  await shot(page, testInfo, 'online-banking-paid');
  expect(errors, 'no console errors (a CSP refusal would show here)').toEqual([]);
});
