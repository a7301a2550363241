import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { ChatMessagesResponse, ChatOpenResponse, ChatSendResponse, OperatorDashboard } from '@app/contract';
import { registerThroughApi } from './support/api-session.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { shot } from './support/flows.ts';
import { operatorPost, operatorToken } from './support/operator-api.ts';
import { MAIN, newMember, signedCall } from './support/servers.ts';

/**
 * The console's live side (issue 10): what members and visitors do reaches the operator's open page
 * by pushed events, not by reloading or polling (the pages' fallback refetch is a minute, longer than
 * any wait here). The visitor is played by the test through the member API, as the chat panel calls it.
 */
const CONSOLE = `${MAIN}/operator/`;

// axe-core is injected into the page, which the console's CSP (script-src 'self') would refuse.
test.use({ bypassCSP: true });

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signIn(page: Page) {
  await page.goto(CONSOLE);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('quantri123');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(menu(page).getByRole('link', { name: 'Tổng quan' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu quản trị' });

/** A member-API call with no bearer: a visitor, known by the guest token in the body. */
async function asVisitor<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await signedCall(MAIN, path, body);
  expect(answer.status, `${path} answered ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

test('a visitor’s message reaches the desk without a reload; the agent takes it, replies, sees it read, and closes it', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  // An earlier test may have left the agent on duty, and the desk would switch itself on as it loads.
  await operatorPost(await operatorToken(), 'chatDuty', { onDuty: false });
  await signIn(page);
  await menu(page).getByRole('link', { name: /^Hỗ trợ trực tuyến/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  const duty = page.getByRole('switch', { name: 'Trực hỗ trợ' });
  await expect(duty).toHaveAttribute('aria-checked', 'false');
  await duty.click();
  await expect(duty).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('1 nhân viên đang trực')).toBeVisible();
  await expect(page.getByText('Đang cập nhật trực tiếp', { exact: true })).toBeVisible();

  // The visitor opens the chat panel (an agent is on duty, so the message waits for one) and writes.
  const opened = await asVisitor<ChatOpenResponse>('/chat/open', {});
  expect(opened.agentsOnDuty).toBe(true);
  const guestToken = opened.guestToken!;
  const name = `Hùng ${Date.now() % 100_000}`;
  const who = `Khách · ${name}`;
  const question = 'Chào shop, em nạp 500k qua VietQR mà chưa thấy cộng tiền ạ';
  const sent = await asVisitor<ChatSendResponse>('/chat/send', { guestToken, clientId: randomUUID(), text: question, visitorName: name });
  expect(sent.conversation.status).toBe('waiting');
  const conversationId = sent.conversation.id;

  const lists = page.getByRole('navigation', { name: 'Danh sách cuộc trò chuyện' });
  const waiting = lists.getByRole('region', { name: /^Đang chờ/ });
  const queued = waiting.getByRole('link', { name: new RegExp(who) });
  await expect(queued).toContainText(question);
  await expect(queued).toContainText(/chờ (dưới 1 phút|\d+ phút)/);
  const waitingNow = await waiting.getByRole('listitem').count();
  await expect(menu(page).getByRole('link', { name: /^Hỗ trợ trực tuyến/ })).toHaveAccessibleName(`Hỗ trợ trực tuyến ${waitingNow} đang chờ`);
  await shot(page, testInfo, 'chat-desk-waiting');

  await queued.click();
  await expect(page).toHaveURL(new RegExp(`/operator/tro-chuyen/${conversationId}$`));
  const conversation = page.getByRole('region', { name: `Cuộc trò chuyện với ${who}` });
  const log = conversation.getByRole('log', { name: 'Tin nhắn' });
  await expect(log).toContainText(question);
  const side = page.getByRole('complementary', { name: 'Thông tin khách hàng' });
  await expect(side).toContainText('Khách (chưa đăng nhập)');
  await expect(side).toContainText(who);

  await conversation.getByRole('button', { name: 'Nhận hỗ trợ' }).click();
  await expect(log).toContainText('Quản trị demo đã tham gia cuộc trò chuyện');
  const mineItem = lists.getByRole('region', { name: /^Của tôi/ }).getByRole('link', { name: new RegExp(who) });
  await expect(mineItem).toBeVisible();
  await expect(waiting.getByRole('link', { name: new RegExp(who) })).toHaveCount(0);

  // Enter sends; the reply shows once, marked sent.
  const reply = 'Dạ anh chờ em kiểm tra giao dịch một chút nhé.';
  await conversation.getByRole('textbox', { name: 'Tin nhắn trả lời' }).fill(reply);
  await conversation.getByRole('textbox', { name: 'Tin nhắn trả lời' }).press('Enter');
  const replied = log.getByRole('listitem').filter({ hasText: reply });
  await expect(replied).toHaveCount(1);
  await expect(replied).toContainText('Đã gửi');
  await expect(conversation.getByRole('textbox', { name: 'Tin nhắn trả lời' })).toHaveValue('');

  // The visitor has it, under the agent's name.
  const visitorView = () => asVisitor<ChatMessagesResponse>('/chat/messages', { guestToken, conversationId, afterSeq: 0 });
  await expect.poll(async () => (await visitorView()).messages.filter((m) => m.sender === 'agent').map((m) => `${m.senderName}: ${m.text}`)).toEqual([
    `Quản trị demo: ${reply}`,
  ]);

  // The visitor reads it and starts typing: the agent sees both as they happen.
  const lastSeq = (await visitorView()).messages.at(-1)!.seq;
  await asVisitor('/chat/mark', { guestToken, conversationId, delivered: lastSeq, read: lastSeq });
  await expect(replied).toContainText('Đã xem');
  await asVisitor('/chat/typing', { guestToken, conversationId });
  const typing = conversation.getByText(`${who} đang nhập…`);
  await expect(typing).toBeVisible();
  const thanks = 'Dạ vâng, em cảm ơn';
  await asVisitor('/chat/send', { guestToken, clientId: randomUUID(), text: thanks });
  await expect(log.getByRole('listitem').filter({ hasText: thanks })).toHaveCount(1);
  await expect(typing).toBeHidden();
  // Read on screen by the agent handling it: nothing left unread in "Của tôi".
  await expect(mineItem).toContainText(thanks);
  await expect(mineItem).not.toContainText('tin chưa đọc');
  await shot(page, testInfo, 'chat-desk-conversation');
  await expectNoSeriousAxeViolations(page, 'the chat desk with an open conversation');

  // Closed with a topic: the visitor's side says so too.
  await conversation.getByRole('button', { name: 'Kết thúc', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Kết thúc cuộc trò chuyện' });
  await dialog.getByLabel('Chủ đề').selectOption({ label: 'Nạp tiền' });
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(dialog).toBeHidden();
  await expect(conversation).toContainText('Đã kết thúc · Chủ đề: Nạp tiền');
  await expect(conversation.getByRole('textbox', { name: 'Tin nhắn trả lời' })).toHaveCount(0);
  expect((await visitorView()).conversation.status).toBe('closed');

  // Off duty by the switch, and by signing out: visitors see nobody on duty at once, not a minute later.
  const agentsOnDuty = async () => (await asVisitor<ChatOpenResponse>('/chat/open', { guestToken })).agentsOnDuty;
  await duty.click();
  await expect(duty).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Chưa có nhân viên nào đang trực')).toBeVisible();
  expect(await agentsOnDuty()).toBe(false);
  await duty.click();
  await expect(page.getByText('1 nhân viên đang trực')).toBeVisible();
  expect(await agentsOnDuty()).toBe(true);
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
  expect(await agentsOnDuty()).toBe(false);
  // Going off duty pushes a desk change, whose refetch may reach the server just after the session
  // ended: the browser logs that 401 (the tab is signing out anyway); nothing else may be logged.
  expect(errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e))).toEqual([]);
});

test('a new deposit request appears in the review queue without a reload, and the menu counts it', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await signIn(page);
  const reviewLink = menu(page).getByRole('link', { name: /^Duyệt giao dịch/ });
  await reviewLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyệt giao dịch' })).toBeVisible();
  await expect(page.getByText('Đang cập nhật trực tiếp', { exact: true })).toBeVisible();

  // What is open now, as the server counts it (earlier tests on this server may have left requests).
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('operator-session') ?? '{}') as { token?: string }).token);
  const dashboard = await (await page.request.post(`${MAIN}/api/operator/dashboard`, { headers: { authorization: `Bearer ${token}` } })).json();
  const before = (dashboard as OperatorDashboard).pendingReviews.reduce((total, p) => total + p.count, 0);
  const badge = (n: number) => (n === 0 ? 'Duyệt giao dịch' : `Duyệt giao dịch ${n} đang chờ`);
  await expect(reviewLink).toHaveAccessibleName(badge(before));

  const member = newMember('cd');
  const session = await registerThroughApi(MAIN, member);
  const created = await signedCall(MAIN, '/deposits/create', { channel: 'VIETQR', amount: 300_000, idempotencyKey: `chatdesk${Date.now()}` }, session.access_token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);

  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('300,000');
  await expect(row).toContainText('Đang xét duyệt');
  await expect(reviewLink).toHaveAccessibleName(badge(before + 1));
  await shot(page, testInfo, 'chat-desk-review-pushed');

  // The chime is off unless turned on, and the choice outlives a reload.
  const sound = page.getByRole('checkbox', { name: 'Âm báo khi có yêu cầu mới' });
  await expect(sound).not.toBeChecked();
  await sound.check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Âm báo khi có yêu cầu mới' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Âm báo khi có yêu cầu mới' }).uncheck();
  expect(errors).toEqual([]);
});
