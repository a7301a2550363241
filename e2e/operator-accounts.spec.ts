import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { base32Decode, hotp, totpStep } from '../apps/server/src/lib/totp.ts';
import { shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

const CONSOLE = `${MAIN}/operator/`;
const DISABLED = 'Tài khoản quản trị đã bị khóa, vui lòng liên hệ quản trị viên';
const SESSION_ENDED = 'Phiên quản trị đã kết thúc, vui lòng đăng nhập lại';

let counter = 0;
/** A new operator's fields, unique per run and project (both projects share a worker's server). */
function newStaff(testInfo: TestInfo, tag: string) {
  counter += 1;
  const n = `${testInfo.project.name[0]}${Date.now() % 1_000_000}${counter}`;
  return { username: `nv.${tag}${n}`, displayName: `Nhân viên ${tag} ${n}`, password: `mat-khau-ban-dau-${n}` };
}

async function signIn(page: Page, username: string, password: string, otp?: string) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  if (otp !== undefined) {
    await form.getByRole('textbox', { name: /Mã xác thực/ }).fill(otp);
    await form.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  }
}

/** The seeded admin on "Nhân viên", in the test's own page. */
async function adminOnStaffPage(page: Page) {
  await page.goto(CONSOLE);
  await signIn(page, 'admin', 'quantri123');
  await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Nhân viên' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên' })).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/nhan-vien$/);
}

async function createThroughForm(page: Page, staff: { username: string; displayName: string; password: string }, role: string) {
  const form = page.getByRole('region', { name: 'Tạo tài khoản nhân viên' });
  await form.getByLabel('Tên đăng nhập').fill(staff.username);
  await form.getByLabel('Tên hiển thị').fill(staff.displayName);
  await form.getByLabel('Vai trò').selectOption({ label: role });
  await form.getByLabel('Mật khẩu ban đầu').fill(staff.password);
  await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã tạo tài khoản ${staff.username}.` })).toBeVisible();
  return page.getByRole('row', { name: new RegExp(staff.username.replace(/\./g, '\\.')) });
}

/** A second operator at a second browser: a context of its own (the project's device), as another person's machine would be. */
async function secondBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  return { context, page: await context.newPage() };
}

/**
 * An ended sign-in is found out at the console's next call: the test's own action, or one the console
 * makes first by itself (a refetch a pushed event asks for, the event stream's reconnect). Either way
 * the operator lands on the login page; the action may then have nothing left to act on.
 */
async function nextCallRefused(staffPage: Page, act: () => Promise<unknown>) {
  const login = staffPage.getByRole('heading', { name: 'Đăng nhập quản trị' });
  await Promise.race([act().catch(() => undefined), login.waitFor()]);
  await expect(login).toBeVisible();
}

test.describe('operator accounts ("Nhân viên")', () => {
  test('an admin creates a support operator, who sees only its role’s menu; once disabled, its next action lands on the login with a Vietnamese message', async ({ page, browser }, testInfo) => {
    const staff = newStaff(testInfo, 'hotro');
    await adminOnStaffPage(page);
    // The admin's own row offers no step: nobody locks themselves out.
    await expect(page.getByRole('row', { name: /^admin/ })).toContainText('Tài khoản của bạn');
    await expect(page.getByRole('row', { name: /^admin/ }).getByRole('button')).toHaveCount(0);

    // The form checks the rules before asking: a short password never reaches the server.
    const form = page.getByRole('region', { name: 'Tạo tài khoản nhân viên' });
    await form.getByLabel('Tên đăng nhập').fill(staff.username);
    await form.getByLabel('Tên hiển thị').fill(staff.displayName);
    await form.getByLabel('Mật khẩu ban đầu').fill('ngan');
    await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(form.getByRole('alert')).toContainText('Mật khẩu phải có ít nhất 12 ký tự');

    const row = await createThroughForm(page, staff, 'Chăm sóc khách hàng');
    await expect(row).toContainText('Chăm sóc khách hàng');
    await expect(row).toContainText('Hoạt động');
    await expect(row).toContainText('Chưa bật');
    await shot(page, testInfo, 'operator-staff-created');

    // The new operator signs in at another machine and sees only what support may use.
    const other = await secondBrowser(browser, testInfo);
    const staffPage = other.page;
    await staffPage.goto(CONSOLE);
    await signIn(staffPage, staff.username, staff.password);
    const menu = staffPage.getByRole('navigation', { name: 'Menu quản trị' });
    await expect(menu.getByRole('link', { name: 'Tổng quan' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Thành viên' })).toBeVisible();
    for (const hidden of ['Nhân viên', 'Nhật ký thao tác', 'Duyệt giao dịch', 'Trò chơi']) {
      await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    await expect(staffPage.getByRole('banner')).toContainText(`${staff.username} · Chăm sóc khách hàng`);
    // Typing the admin's address by hand leads back to the dashboard.
    await staffPage.goto(`${CONSOLE}nhan-vien`);
    await expect(staffPage).toHaveURL(/\/operator\/tong-quan$/);
    await menu.getByRole('link', { name: 'Thành viên' }).click();
    await staffPage.getByRole('searchbox', { name: 'Tìm thành viên' }).fill('demo01');
    await staffPage.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(staffPage.getByRole('table').getByRole('caption')).toHaveText('1 kết quả cho “demo01”');
    await shot(staffPage, testInfo, 'operator-staff-support-menu');

    // Support's side of the member page: a note (newest first, with its author), the login history, the member's limits.
    await staffPage.getByRole('link', { name: 'demo01' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'demo01' })).toBeVisible();
    await expect(staffPage.getByRole('region', { name: 'Lịch sử đăng nhập' })).toBeVisible();
    await expect(staffPage.getByRole('region', { name: 'Giới hạn và tạm khóa' })).toContainText('Hạn mức nạp 24 giờ');
    const notes = staffPage.getByRole('region', { name: 'Ghi chú' });
    const note = `Khách hỏi về thưởng nạp đầu (${staff.username})`;
    await notes.getByLabel('Ghi chú mới').fill(note);
    await notes.getByRole('button', { name: 'Thêm ghi chú' }).click();
    await expect(notes.getByRole('listitem').first()).toContainText(note);
    await expect(notes.getByRole('listitem').first()).toContainText(staff.displayName);
    await expect(notes.getByLabel('Ghi chú mới')).toHaveValue('');
    await staffPage.screenshot({ path: `.artifacts/screens/${testInfo.project.name}-operator-staff-member-page.png`, fullPage: true });

    // The admin disables the account.
    await row.getByRole('button', { name: 'Khóa', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Khóa tài khoản ${staff.username}` });
    await expect(dialog).toContainText('đăng xuất ngay trên mọi thiết bị');
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Đã khóa tài khoản ${staff.username}.` })).toBeVisible();
    await expect(row).toContainText('Đã khóa');
    await expect(row.getByRole('button', { name: 'Mở khóa' })).toBeVisible();
    await shot(page, testInfo, 'operator-staff-disabled');

    // The support operator's very next action is refused: back to the login, told why in Vietnamese.
    await nextCallRefused(staffPage, async () => {
      await notes.getByLabel('Ghi chú mới').fill('Ghi chú sau khi bị khóa');
      await notes.getByRole('button', { name: 'Thêm ghi chú' }).click();
    });
    const message = staffPage.getByRole('dialog', { name: 'Tin nhắn' });
    await expect(message).toContainText(DISABLED);
    await shot(staffPage, testInfo, 'operator-staff-refused');
    await message.getByRole('button', { name: 'Xác nhận' }).click();
    // And it cannot come back in.
    await signIn(staffPage, staff.username, staff.password);
    await expect(message).toContainText(DISABLED);
    await other.context.close();

    // The admin finds the change in the audit log, under the operator's name.
    await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Nhật ký thao tác' }).click();
    const disabled = page.getByRole('row').filter({ hasText: 'Khóa tài khoản nhân viên' }).first();
    await expect(disabled).toContainText(staff.username);
    await expect(disabled).toContainText('admin');
    await expect(page.getByRole('row').filter({ hasText: 'Tạo tài khoản quản trị' }).filter({ hasText: staff.username })).toContainText('Vai trò: Chăm sóc khách hàng');
  });

  test('a new operator turns two-factor sign-in on and signs in with the app’s code; the admin turns it off for a lost phone', async ({ page, browser }, testInfo) => {
    const staff = newStaff(testInfo, 'taichinh');
    await adminOnStaffPage(page);
    const row = await createThroughForm(page, staff, 'Tài chính');

    const other = await secondBrowser(browser, testInfo);
    const staffPage = other.page;
    await staffPage.goto(CONSOLE);
    await signIn(staffPage, staff.username, staff.password);
    await staffPage.getByRole('link', { name: /Bảo mật/ }).click();
    await staffPage.getByRole('button', { name: 'Bắt đầu thiết lập' }).click();
    const enrol = staffPage.getByRole('form', { name: 'Bật xác thực hai bước' });
    await expect(enrol.getByRole('img', { name: 'Mã QR thiết lập xác thực hai bước' })).toBeVisible();
    const secret = (await enrol.getByRole('code').innerText()).replace(/\s/g, '');
    const step = totpStep(Date.now());
    await enrol.getByLabel('Mã 6 chữ số trong ứng dụng').fill(hotp(base32Decode(secret), step));
    await enrol.getByRole('button', { name: 'Bật xác thực hai bước' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Mã khôi phục' })).toBeVisible();
    await shot(staffPage, testInfo, 'operator-staff-two-factor-on');

    await staffPage.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    // The next step's code: the one that turned it on was spent (a code works once).
    await signIn(staffPage, staff.username, staff.password, hotp(base32Decode(secret), step + 1));
    await expect(staffPage.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Duyệt giao dịch' })).toBeVisible();
    await shot(staffPage, testInfo, 'operator-staff-two-factor-signed-in');

    // The admin sees it on, and turns it off (the phone was lost): that sign-in ends at once.
    await page.reload();
    await expect(row).toContainText('Đang bật');
    await row.getByRole('button', { name: 'Tắt xác thực hai bước' }).click();
    await page.getByRole('dialog', { name: `Tắt xác thực hai bước của ${staff.username}` }).getByRole('button', { name: 'Xác nhận' }).click();
    await expect(row).toContainText('Chưa bật');

    await nextCallRefused(staffPage, () => staffPage.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Duyệt giao dịch' }).click());
    await expect(staffPage.getByRole('dialog', { name: 'Tin nhắn' })).toContainText(SESSION_ENDED);
    await staffPage.getByRole('dialog', { name: 'Tin nhắn' }).getByRole('button', { name: 'Xác nhận' }).click();
    // The password alone signs in now.
    await signIn(staffPage, staff.username, staff.password);
    await expect(staffPage.getByRole('navigation', { name: 'Menu quản trị' })).toBeVisible();
    await other.context.close();
  });
  test('an operator changes their own password on "Bảo mật": this tab stays signed in, another sign-in ends, and only the new password signs in', async ({ page, browser }, testInfo) => {
    const staff = newStaff(testInfo, 'doimk');
    const next = `mat-khau-moi-cua-toi-${Date.now() % 100_000}`;
    await adminOnStaffPage(page);
    await createThroughForm(page, staff, 'Tài chính');

    // The operator at their machine, and signed in a second time elsewhere (another browser).
    const mine = await secondBrowser(browser, testInfo);
    const elsewhere = await secondBrowser(browser, testInfo);
    for (const p of [mine.page, elsewhere.page]) {
      await p.goto(CONSOLE);
      await signIn(p, staff.username, staff.password);
      await expect(p.getByRole('navigation', { name: 'Menu quản trị' })).toBeVisible();
    }
    const staffPage = mine.page;
    await staffPage.getByRole('link', { name: /Bảo mật/ }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Bảo mật' })).toBeVisible();
    const form = staffPage.getByRole('form', { name: 'Đổi mật khẩu' });
    await shot(staffPage, testInfo, 'operator-security-password-form');

    // Checked before asking: the repeat differs, the new one holds the username.
    await form.getByLabel('Mật khẩu hiện tại').fill(staff.password);
    await form.getByLabel('Mật khẩu mới', { exact: true }).fill(`x-${staff.username}-moi`);
    await form.getByLabel('Nhập lại mật khẩu mới').fill('khac-han-hoan-toan');
    await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(form.getByRole('alert')).toContainText('Mật khẩu không được chứa tên đăng nhập');
    await expect(form.getByRole('alert')).toContainText('Mật khẩu nhập lại không khớp với mật khẩu mới');

    // A wrong current password: the server's refusal, beside the form.
    await form.getByLabel('Mật khẩu hiện tại').fill('khong-phai-mat-khau');
    await form.getByLabel('Mật khẩu mới', { exact: true }).fill(next);
    await form.getByLabel('Nhập lại mật khẩu mới').fill(next);
    await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(form.getByRole('alert')).toContainText('Mật khẩu hiện tại không đúng');
    await expect(form.getByLabel('Mật khẩu hiện tại')).toHaveValue('');
    await shot(staffPage, testInfo, 'operator-security-password-refused');

    await form.getByLabel('Mật khẩu hiện tại').fill(staff.password);
    await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(form.getByRole('status')).toHaveText('Đã đổi mật khẩu. Mọi phiên đăng nhập khác của bạn đã kết thúc; lần đăng nhập sau dùng mật khẩu mới.');
    await expect(form.getByLabel('Mật khẩu mới', { exact: true })).toHaveValue('');
    await shot(staffPage, testInfo, 'operator-security-password-changed');

    // This tab carries on (its new sign-in), the other one is refused at its next call.
    await staffPage.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Duyệt giao dịch' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Duyệt giao dịch' })).toBeVisible();
    const away = elsewhere.page;
    await nextCallRefused(away, () => away.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Duyệt giao dịch' }).click());
    await expect(away.getByRole('dialog', { name: 'Tin nhắn' })).toContainText(SESSION_ENDED);
    await elsewhere.context.close();

    // Signed out: the old password is refused, the new one signs in.
    await staffPage.getByRole('button', { name: 'Đăng xuất' }).click();
    await signIn(staffPage, staff.username, staff.password);
    const message = staffPage.getByRole('dialog', { name: 'Tin nhắn' });
    await expect(message).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
    await message.getByRole('button', { name: 'Xác nhận' }).click();
    await signIn(staffPage, staff.username, next);
    await expect(staffPage.getByRole('banner')).toContainText(`${staff.username} · Tài chính`);
    await mine.context.close();

    // The admin finds it in the audit log, with the failed try before it.
    await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Nhật ký thao tác' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Đổi mật khẩu của mình' }).filter({ hasText: staff.username }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Đổi mật khẩu thất bại' }).filter({ hasText: staff.username }).first()).toBeVisible();
  });
});
