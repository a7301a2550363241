import { expect, type Page } from '@playwright/test';
import { memberTest as test } from './support/fixtures.ts';
import { expectLoggedIn, loginThroughUi, shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

/**
 * Player protection (D11) through the real server: a deposit limit the server enforces, loss and
 * session limits on play (set on Cài đặt; their refusals of stakes have the server's tests), the
 * reality check and the inactivity logout on the page's own clock (Playwright's clock: the server's
 * stays real, so the client must also follow the server's Date header back after the jump), and a
 * time-out that ends the session and refuses the next login.
 */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a deposit limit is enforced, the reality check reminds, and a time-out signs the member out until it ends', async ({ page, member }, testInfo) => {
  await page.clock.install();
  // A new member, logged in through the API (memberTest): the login has its own tests.
  await page.goto(`${MAIN}/cai-dat`);
  await expect(page.getByRole('heading', { name: 'Chơi có trách nhiệm' })).toBeVisible();
  const day = page.getByRole('form', { name: 'Hạn mức nạp tiền 24 giờ' });
  await day.getByRole('textbox', { name: 'Hạn mức mới' }).fill('300000');
  await day.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(day).toContainText('300,000');
  const reminder = page.getByRole('form', { name: 'Nhắc nhở thời gian chơi' });
  await reminder.getByRole('combobox', { name: 'Nhắc tôi sau mỗi' }).selectOption({ label: '15 phút' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/protection/reality-check') && r.status() === 200);
  await reminder.getByRole('button', { name: 'Lưu', exact: true }).click();
  await saved;
  // A second success while the first popup still shows replaces its text.
  await expect(page.getByRole('status', { name: 'Thông báo thành công' })).toContainText('Đã lưu cài đặt nhắc nhở');
  await shot(page, testInfo, 'protection-settings');

  // Over the limit: the server refuses with the room that is left.
  await page.goto(`${MAIN}/nap-tien`);
  await page.getByRole('button', { name: /Chuyển khoản ATM/ }).click();
  await page.getByRole('textbox', { name: 'Số tiền nạp' }).fill('500000');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  const refused = dialog(page, 'Tin nhắn');
  await expect(refused).toContainText('Vượt hạn mức nạp trong 24 giờ: bạn còn có thể nạp 300,000 VND');
  await refused.getByRole('button', { name: 'Xác nhận' }).click();

  // Fifteen minutes later on this device: the reminder, with the session's figures from the server.
  await page.clock.fastForward('15:30');
  const check = dialog(page, 'Nhắc nhở thời gian chơi');
  // The session began at the login, before this page opened: on a slow machine the real time since
  // then adds a minute or two to the 15:30 fast-forwarded here.
  await expect(check).toContainText(/Bạn đã chơi 1[5-7] phút/);
  await expect(check).toContainText('Thay đổi số dư');
  // The session's play, from the bet records (none yet).
  await expect(check).toContainText('Kết quả cược: 0');
  await shot(page, testInfo, 'reality-check');
  await check.getByRole('button', { name: 'Tiếp tục chơi' }).click();
  await expect(check).toBeHidden();

  // A 24-hour time-out, confirmed with the password: signed out, and the next login is refused until it ends.
  await page.goto(`${MAIN}/cai-dat`);
  await page.getByRole('radio', { name: 'Tạm nghỉ 24 giờ' }).check();
  await page.getByLabel('Mật khẩu', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Tạm khóa tài khoản' }).click();
  await dialog(page, 'Xác nhận tạm khóa').getByRole('button', { name: 'Xác nhận' }).click();
  const done = dialog(page, 'Tin nhắn');
  await expect(done).toContainText('Tài khoản của bạn đã được tạm khóa đến');
  await shot(page, testInfo, 'excluded');
  await done.getByRole('button', { name: 'Xác nhận' }).click();

  await loginThroughUi(page, MAIN, member.username, member.password);
  await expect(dialog(page, 'Tin nhắn')).toContainText('Tài khoản đang tạm khóa theo yêu cầu của bạn đến');
});

test('a loss limit applies at once and a raise waits 24 hours; the session time limit is chosen from a list', async ({ page }, testInfo) => {
  await page.goto(`${MAIN}/cai-dat`);
  const losses = page.getByRole('region', { name: 'Giới hạn thua lỗ' });
  await expect(losses).toContainText('Thua lỗ là tổng tiền cược trừ tiền thắng');
  const day = losses.getByRole('form', { name: 'Giới hạn thua lỗ 24 giờ' });
  await expect(day).toContainText('Giới hạn hiện tại: Không giới hạn');
  await expect(day).toContainText('Đã thua 0');

  // Empty: the field says what is missing, and nothing is sent.
  await day.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(day.getByText('Vui lòng nhập giới hạn')).toBeVisible();

  await day.getByRole('textbox', { name: 'Giới hạn mới' }).fill('500000');
  await day.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Thông báo thành công' })).toContainText('Đã cập nhật giới hạn thua lỗ');
  await expect(day).toContainText('Giới hạn hiện tại: 500,000');
  // The deposit limits are their own: untouched.
  await expect(page.getByRole('form', { name: 'Hạn mức nạp tiền 24 giờ' })).toContainText('Hạn mức hiện tại: Không giới hạn');

  await day.getByRole('textbox', { name: 'Giới hạn mới' }).fill('800000');
  await day.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Thông báo thành công' })).toContainText('Đã lưu, có hiệu lực sau 24 giờ');
  await expect(day).toContainText('Giới hạn hiện tại: 500,000');
  await expect(day).toContainText(/Tăng lên 800,000 từ \d{2}-\d{2} \d{2}:\d{2}/);

  const session = page.getByRole('form', { name: 'Giới hạn thời gian chơi' });
  await expect(session).toContainText('Giới hạn hiện tại: Không giới hạn');
  await session.getByRole('combobox', { name: 'Thời gian chơi tối đa mỗi phiên' }).selectOption({ label: '60 phút' });
  await session.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Thông báo thành công' })).toContainText('Đã cập nhật giới hạn thời gian chơi');
  await expect(session).toContainText('Giới hạn hiện tại: 60 phút');
  await shot(page, testInfo, 'play-limits');

  // Kept by the server: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Giới hạn thua lỗ 24 giờ' })).toContainText('Tăng lên 800,000');
  await expect(page.getByRole('form', { name: 'Giới hạn thời gian chơi' })).toContainText('Giới hạn hiện tại: 60 phút');
});

test('thirty minutes without activity sign the member out, with the reason', async ({ page, member }) => {
  await page.clock.install();
  // The member's background work (events, reminders, the inactivity watch) starts once the page knows the member.
  const sessionStarted = page.waitForResponse((r) => r.url().endsWith('/api/v1/events/ticket') && r.status() === 200);
  await page.goto(MAIN);
  await expectLoggedIn(page, member.username);
  await sessionStarted;
  await page.clock.fastForward('31:00');
  await expect(dialog(page, 'Tin nhắn')).toContainText('Bạn đã được đăng xuất do không hoạt động trong 30 phút');
  await dialog(page, 'Tin nhắn').getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true }).or(page.getByRole('link', { name: 'Đăng nhập', exact: true })).first()).toBeVisible();
});
