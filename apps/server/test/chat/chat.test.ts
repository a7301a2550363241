import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, CHAT_STREAM_PATH, OPERATOR_API_BASE_PATH, OPERATOR_EVENTS_STREAM_PATH, type ChatEvent, type OperatorEvent } from '@app/contract';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, SHARED_BACKEND, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { listenOnFreePort, openEventStream, type EventStream } from '../events/sse-client.ts';
import { operatorCall, registerMember, signInNewOperator, type SignedInOperator } from '../operator/helpers.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openVisitor(t: TestApp): Promise<string> {
  const res = await call(t.app, 'chatOpen', {});
  expect(res.statusCode).toBe(200);
  const token = res.json().guestToken as string;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

const send = (t: TestApp, guestToken: string, text: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'chatSend', { guestToken, clientId: randomUUID(), text, ...extra });

const goOnDuty = async (t: TestApp, agent: SignedInOperator) => expect((await operatorCall(t.app, 'chatDuty', { onDuty: true }, { token: agent.token })).statusCode).toBe(200);

for (const backend of BACKENDS) {
  describe(`live chat (${backend.name})`, () => {
    const t = useTestApp(backend);
    let agent: SignedInOperator;
    let other: SignedInOperator;
    beforeAll(async () => {
      agent = await signInNewOperator(t, 'support');
      other = await signInNewOperator(t, 'support');
    });

    it('a visitor with no agent on duty leaves a message that becomes a ticket, and is told so', async () => {
      await operatorCall(t.app, 'chatDuty', { onDuty: false }, { token: agent.token });
      await operatorCall(t.app, 'chatDuty', { onDuty: false }, { token: other.token });
      const guestToken = await openVisitor(t);
      const opened = await call(t.app, 'chatOpen', { guestToken });
      expect(opened.json()).toMatchObject({ guestToken, agentsOnDuty: false, conversation: null, messages: [] });
      const sent = await send(t, guestToken, 'Tôi nạp tiền chưa vào', { visitorName: 'Lan', contact: '0912345678' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().conversation.status).toBe('ticket');
      const again = (await call(t.app, 'chatOpen', { guestToken })).json();
      expect(again.messages.map((m: { sender: string }) => m.sender)).toEqual(['visitor', 'system']);
      expect(again.messages[1].text).toMatch(/chưa có nhân viên trực/);
      const desk = (await operatorCall(t.app, 'chatDesk', undefined, { token: agent.token })).json();
      expect(desk.tickets.find((i: { id: string }) => i.id === sent.json().conversation.id)).toMatchObject({ who: 'Khách · Lan', contact: '0912345678', lastText: 'Tôi nạp tiền chưa vào' });
    });

    it('with an agent on duty: waiting, claimed, answered; a repeated send is stored once; catch-up by seq', async () => {
      await goOnDuty(t, agent);
      const guestToken = await openVisitor(t);
      expect((await call(t.app, 'chatOpen', { guestToken })).json().agentsOnDuty).toBe(true);
      const clientId = randomUUID();
      const first = await call(t.app, 'chatSend', { guestToken, clientId, text: 'Xin chào' });
      expect(first.json().conversation.status).toBe('waiting');
      const conversationId = first.json().conversation.id as string;
      // The answer was lost; the client sends the same message again.
      const repeat = await call(t.app, 'chatSend', { guestToken, clientId, text: 'Xin chào' });
      expect(repeat.json().message).toEqual(first.json().message);
      const rows = await t.db.selectFrom('chat_messages').select('seq').where('conversation_id', '=', conversationId).execute();
      expect(rows).toHaveLength(1);

      const desk = (await operatorCall(t.app, 'chatDesk', undefined, { token: agent.token })).json();
      expect(desk.waiting.map((i: { id: string }) => i.id)).toContain(conversationId);
      expect(desk.onDuty).toBe(true);
      const claimed = await operatorCall(t.app, 'chatClaim', { conversationId }, { token: agent.token });
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json().item).toMatchObject({ status: 'active', agentId: agent.op.id });
      // Another agent cannot take it (only an admin may act on others' conversations).
      const stolen = await operatorCall(t.app, 'chatClaim', { conversationId }, { token: other.token });
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().message).toMatch(/nhân viên khác/);
      const replyId = randomUUID();
      const reply = await operatorCall(t.app, 'chatReply', { conversationId, clientId: replyId, text: 'Chào bạn, mình giúp gì được?' }, { token: agent.token });
      expect(reply.statusCode).toBe(200);
      expect((await operatorCall(t.app, 'chatReply', { conversationId, clientId: replyId, text: 'Chào bạn, mình giúp gì được?' }, { token: agent.token })).json()).toEqual(reply.json());

      const after = await call(t.app, 'chatMessages', { guestToken, conversationId, afterSeq: 1 });
      expect(after.statusCode).toBe(200);
      const texts = after.json().messages.map((m: { sender: string; seq: number }) => `${m.seq}:${m.sender}`);
      expect(texts).toEqual(['2:system', '3:agent']);
      expect(after.json().conversation.agentName).toBe(claimed.json().item.agentName);
      // Nothing after the last seq.
      expect((await call(t.app, 'chatMessages', { guestToken, conversationId, afterSeq: 3 })).json().messages).toEqual([]);
    });

    it('marks: delivered and read travel both ways and never go back or past the last message', async () => {
      await goOnDuty(t, agent);
      const guestToken = await openVisitor(t);
      const conversationId = (await send(t, guestToken, 'Cho mình hỏi')).json().conversation.id as string;
      await operatorCall(t.app, 'chatClaim', { conversationId }, { token: agent.token });
      await operatorCall(t.app, 'chatReply', { conversationId, clientId: randomUUID(), text: 'Dạ anh hỏi ạ' }, { token: agent.token });
      expect((await call(t.app, 'chatMark', { guestToken, conversationId, read: 99 })).statusCode).toBe(200);
      let detail = (await operatorCall(t.app, 'chatConversation', { conversationId }, { token: agent.token })).json();
      expect([detail.memberDelivered, detail.memberRead]).toEqual([3, 3]);
      await call(t.app, 'chatMark', { guestToken, conversationId, read: 1 });
      detail = (await operatorCall(t.app, 'chatConversation', { conversationId }, { token: agent.token })).json();
      expect(detail.memberRead).toBe(3);
      expect(detail.item.unread).toBe(1);
      await operatorCall(t.app, 'chatAgentMark', { conversationId, read: 3 }, { token: agent.token });
      detail = (await operatorCall(t.app, 'chatConversation', { conversationId }, { token: agent.token })).json();
      expect(detail.item.unread).toBe(0);
      const seen = (await call(t.app, 'chatOpen', { guestToken })).json().conversation;
      expect([seen.peerDelivered, seen.peerRead]).toEqual([3, 3]);
    });

    it("a visitor cannot read another's conversation, and a made-up guest token is refused", async () => {
      const one = await openVisitor(t);
      const two = await openVisitor(t);
      const conversationId = (await send(t, one, 'Riêng tư')).json().conversation.id;
      expect((await call(t.app, 'chatMessages', { guestToken: two, conversationId, afterSeq: 0 })).statusCode).toBe(404);
      const fake = await call(t.app, 'chatSend', { guestToken: 'a'.repeat(43), clientId: randomUUID(), text: 'x' });
      expect(fake.statusCode).toBe(401);
      expect(fake.json().message).toMatch(/tải lại trang/);
    });

    it('bad input gets a Vietnamese 400 and stores nothing: empty, too long, an image of the wrong type or size', async () => {
      const guestToken = await openVisitor(t);
      const count = async () => Number((await t.db.selectFrom('chat_messages').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ text: '   ' }, /nhập tin nhắn/],
        [{ text: 'x'.repeat(2001) }, /tối đa 2000/],
        [{ image: { contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>').toString('base64') } }, /không phải ảnh/],
        [{ image: { contentType: 'image/svg+xml', data: PNG.toString('base64') } }, /PNG, JPEG, WebP hoặc GIF/],
        [{ image: { contentType: 'image/jpeg', data: PNG.toString('base64') } }, /không phải ảnh/],
      ];
      for (const [body, message] of cases) {
        const res = await call(t.app, 'chatSend', { guestToken, clientId: randomUUID(), ...body });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(JSON.stringify(res.json().message)).toMatch(message);
      }
      // 2 MB + 1 byte of a real PNG header.
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
      const tooBig = await call(t.app, 'chatSend', { guestToken, clientId: randomUUID(), image: { contentType: 'image/png', data: big.toString('base64') } });
      expect(tooBig.statusCode).toBe(400);
      expect(JSON.stringify(tooBig.json().message)).toMatch(/2 MB/);
      expect(await count()).toBe(before);
    });

    it('an image is stored and served only by its signed link', async () => {
      const guestToken = await openVisitor(t);
      const sent = await call(t.app, 'chatSend', { guestToken, clientId: randomUUID(), image: { contentType: 'image/png', data: PNG.toString('base64') } });
      expect(sent.statusCode).toBe(200);
      const url = sent.json().message.imageUrl as string;
      expect(url).toMatch(new RegExp(`^${API_BASE_PATH}/chat/files/[0-9a-f-]{36}\\?e=\\d+&s=`));
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      const forged = await t.app.inject({ method: 'GET', url: url.replace(/s=.*/, 's=AAAA') });
      expect(forged.statusCode).toBe(404);
      const bare = await t.app.inject({ method: 'GET', url: url.split('?')[0]! });
      expect(bare.statusCode).toBe(404);
    });

    it('a member is known to the agent: username, balances and open payments beside the conversation; closing tags it', async () => {
      await goOnDuty(t, agent);
      const member = await registerMember(t);
      const sent = await call(t.app, 'chatSend', { clientId: randomUUID(), text: 'Rút tiền lâu quá' }, { token: member.token });
      expect(sent.statusCode).toBe(200);
      const conversationId = sent.json().conversation.id as string;
      const detail = (await operatorCall(t.app, 'chatClaim', { conversationId }, { token: agent.token })).json();
      expect(detail.item.who).toBe(member.username);
      expect(detail.member).toMatchObject({ memberId: member.memberId, username: member.username, mainBalance: 0, openPayments: [] });
      const closed = await operatorCall(t.app, 'chatClose', { conversationId, tag: 'withdrawal' }, { token: agent.token });
      expect(closed.json()).toMatchObject({ item: { status: 'closed' }, closeTag: 'withdrawal' });
      const audit = await t.db.selectFrom('operator_audit_log').select(['action', 'target_id']).where('target_id', '=', conversationId).orderBy('id').execute();
      expect(audit.map((a) => a.action)).toEqual(['chat.claim', 'chat.close']);
      // The member's next message opens a new conversation.
      const next = await call(t.app, 'chatSend', { clientId: randomUUID(), text: 'Còn một việc nữa' }, { token: member.token });
      expect(next.json().conversation.id).not.toBe(conversationId);
      expect((await call(t.app, 'chatSend', { conversationId, clientId: randomUUID(), text: 'x' }, { token: member.token })).statusCode).toBe(400);
    });

    it('transfer goes only to an agent on duty; finance and content may not use the desk', async () => {
      await goOnDuty(t, agent);
      await operatorCall(t.app, 'chatDuty', { onDuty: false }, { token: other.token });
      const guestToken = await openVisitor(t);
      const conversationId = (await send(t, guestToken, 'Chuyển giúp')).json().conversation.id;
      await operatorCall(t.app, 'chatClaim', { conversationId }, { token: agent.token });
      const offDuty = await operatorCall(t.app, 'chatTransfer', { conversationId, toOperatorId: other.op.id }, { token: agent.token });
      expect(offDuty.statusCode).toBe(400);
      await goOnDuty(t, other);
      const moved = await operatorCall(t.app, 'chatTransfer', { conversationId, toOperatorId: other.op.id }, { token: agent.token });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().item.agentId).toBe(other.op.id);
      const finance = await signInNewOperator(t, 'finance');
      expect((await operatorCall(t.app, 'chatDesk', undefined, { token: finance.token })).statusCode).toBe(403);
    });
  });
}

/** Issue 10: a visitor and an agent on two instances sharing PostgreSQL and Redis. */
describe.skipIf(!SHARED_BACKEND)('live chat across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  let one: TestApp;
  let two: TestApp;
  let baseOne: string;
  let baseTwo: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    one = await createTestApp(SHARED_BACKEND!);
    two = await createTestApp(SHARED_BACKEND!, {}, undefined, { sameDeploymentAs: one });
    baseOne = await listenOnFreePort(one.app);
    baseTwo = await listenOnFreePort(two.app);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await two?.close();
    await one?.close();
  });

  async function nextOf<E extends { type: string }>(stream: EventStream, type: E['type']): Promise<E> {
    for (;;) {
      const event = (await stream.nextEvent(10_000)) as unknown as E;
      if (event.type === type) return event;
    }
  }

  it('the visitor on instance 1 and the agent on instance 2 hear each other; a reconnect catches up exactly once', async () => {
    const agent = await signInNewOperator(two, 'support');
    await goOnDuty(two, agent);
    const guestToken = await openVisitor(one);

    // The agent's console stream on instance 2.
    const consoleTicket = (await operatorCall(two.app, 'eventsTicket', undefined, { token: agent.token })).json().ticket;
    const desk = await openEventStream(baseTwo, consoleTicket, `${OPERATOR_API_BASE_PATH}${OPERATOR_EVENTS_STREAM_PATH}`);
    open.push(desk);
    await desk.ready();

    // The visitor writes through instance 1; the desk on instance 2 hears it.
    const first = await send(one, guestToken, 'Chào shop');
    const conversationId = first.json().conversation.id as string;
    const heard = await nextOf<Extract<OperatorEvent, { type: 'chat-message' }>>(desk, 'chat-message');
    expect(heard.message).toMatchObject({ conversationId, seq: 1, text: 'Chào shop', sender: 'visitor' });

    // The visitor's chat stream on instance 1, on a ticket bought from instance 2.
    const ticket = (await call(two.app, 'chatTicket', { guestToken })).json().ticket;
    const panel = await openEventStream(baseOne, ticket, `${API_BASE_PATH}${CHAT_STREAM_PATH}`);
    open.push(panel);
    await panel.ready();

    await operatorCall(two.app, 'chatClaim', { conversationId }, { token: agent.token });
    await operatorCall(two.app, 'chatReply', { conversationId, clientId: randomUUID(), text: 'Dạ em nghe' }, { token: agent.token });
    const got: number[] = [];
    for (;;) {
      const event = (await panel.nextEvent(10_000)) as unknown as ChatEvent;
      if (event.type === 'chat-message') got.push(event.message.seq);
      if (event.type === 'chat-message' && event.message.sender === 'agent') {
        expect(event.message.text).toBe('Dạ em nghe');
        break;
      }
    }
    expect(got).toEqual([2, 3]);

    // Read mark: the visitor reads on instance 1, the agent's desk on instance 2 hears it.
    await call(one.app, 'chatMark', { guestToken, conversationId, read: 3 });
    const marks = await nextOf<Extract<OperatorEvent, { type: 'chat-marks' }>>(desk, 'chat-marks');
    expect(marks).toMatchObject({ conversationId, memberRead: 3 });

    // The visitor's connection drops; two messages are sent meanwhile; the reconnect fetches after its last seq.
    panel.close();
    await operatorCall(two.app, 'chatReply', { conversationId, clientId: randomUUID(), text: 'Anh còn đó không?' }, { token: agent.token });
    await operatorCall(one.app, 'chatReply', { conversationId, clientId: randomUUID(), text: 'Em chờ anh nhé' }, { token: agent.token });
    const again = await openEventStream(baseTwo, (await call(one.app, 'chatTicket', { guestToken })).json().ticket, `${API_BASE_PATH}${CHAT_STREAM_PATH}`);
    open.push(again);
    await again.ready();
    const missed = (await call(two.app, 'chatMessages', { guestToken, conversationId, afterSeq: 3 })).json().messages;
    expect(missed.map((m: { seq: number; text: string }) => `${m.seq}:${m.text}`)).toEqual(['4:Anh còn đó không?', '5:Em chờ anh nhé']);
  });
});
