import { describe, expect, it } from 'vitest';
import { CHAT_TYPING_EVERY_MS } from '@app/contract/chat';
import { CHAT_STORAGE } from '../../../stores/live-chat-store.ts';
import { ChatSession } from './chat-session.ts';
import { readOutbox } from './outbox.ts';
import { FakeChatServer, Refused } from './testing/fake-chat-server.ts';
import { memoryStorage } from './testing/memory-storage.ts';

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const OUTBOX = CHAT_STORAGE.outbox('guest');

function harness(server = new FakeChatServer(), storage = memoryStorage()) {
  let ids = 0;
  let now = 1_000_000;
  const timers: Array<{ run: () => void; at: number }> = [];
  const incoming: string[] = [];
  const session = new ChatSession({
    api: server.api,
    connect: server.connect,
    storage,
    memberId: null,
    refusal: (error) => (error instanceof Refused ? error.message : null),
    onIncoming: (m) => incoming.push(m.text ?? ''),
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    now: () => now,
    schedule: (run, delayMs) => {
      const timer = { run, at: now + delayMs };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
  });
  return {
    server,
    storage,
    session,
    incoming,
    snap: () => session.getSnapshot(),
    /** What the screen lists: stored messages, then the pending ones. */
    texts: () => [...session.getSnapshot().log.messages.map((m) => m.text), ...session.getSnapshot().pending.map((p) => `${p.text} (${p.status})`)],
    async elapse(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
      await flush();
    },
  };
}

async function started(h: ReturnType<typeof harness>) {
  await h.session.start();
  h.server.ready();
  await flush();
  return h;
}

describe('chat session', () => {
  it('shows a sent message at once, then once only, though the stream and the answer both bring it', async () => {
    const h = await started(harness());
    h.session.send({ text: 'Xin chào' });
    expect(h.texts()).toEqual(['Xin chào (sending)']);
    await flush();
    expect(h.texts()).toEqual(['Xin chào']);
    expect(h.snap().log.conversation).toMatchObject({ id: 'c1', status: 'waiting' });
    expect(readOutbox(h.storage, OUTBOX)).toEqual([]);
    // The visitor's token from the first open is kept and sent with every call.
    expect(h.storage.getItem(CHAT_STORAGE.guestToken)).toHaveLength(43);
    expect(h.server.callsOf('send')).toEqual([{ guestToken: 'g'.repeat(43), clientId: '00000000-0000-4000-8000-000000000001', text: 'Xin chào' }]);
  });

  it('keeps an unsent message in the outbox and sends it after a reload, with the same clientId', async () => {
    const h = await started(harness());
    h.server.offline = true;
    h.session.send({ text: 'Nạp tiền chưa vào' });
    await flush();
    expect(h.texts()).toEqual(['Nạp tiền chưa vào (retrying)']);
    expect(readOutbox(h.storage, OUTBOX).map((e) => e.text)).toEqual(['Nạp tiền chưa vào']);
    h.session.stop();

    // The page is reloaded: a new session on the same storage.
    h.server.offline = false;
    const again = harness(h.server, h.storage);
    await again.session.start();
    expect(again.texts()).toEqual(['Nạp tiền chưa vào (sending)']);
    await flush();
    expect(again.texts()).toEqual(['Nạp tiền chưa vào']);
    const sends = h.server.callsOf('send') as Array<{ clientId: string }>;
    expect(sends).toHaveLength(2);
    expect(sends[1]!.clientId).toBe(sends[0]!.clientId);
    expect(readOutbox(h.storage, OUTBOX)).toEqual([]);
  });

  it('a message stored whose answer was lost shows once after a reload, and is not sent again', async () => {
    const h = await started(harness());
    h.server.loseNextAnswer = true;
    h.server.streamDown = true;
    h.session.send({ text: 'Rút tiền' });
    await flush();
    expect(h.texts()).toEqual(['Rút tiền (retrying)']);
    h.session.stop();

    h.server.streamDown = false;
    const again = harness(h.server, h.storage);
    await again.session.start();
    await flush();
    expect(again.texts()).toEqual(['Rút tiền']);
    expect(h.server.callsOf('send')).toHaveLength(1);
    expect(h.server.current!.messages).toHaveLength(1);
    expect(readOutbox(h.storage, OUTBOX)).toEqual([]);
  });

  it('tries again by itself, in the order written, and at once when the stream comes back', async () => {
    const h = await started(harness());
    h.server.offline = true;
    h.session.send({ text: 'một' });
    h.session.send({ text: 'hai' });
    await flush();
    expect(h.texts()).toEqual(['một (retrying)', 'hai (retrying)']);
    await h.elapse(2_000);
    expect(h.server.callsOf('send')).toHaveLength(2); // one try per round: the first message only
    h.server.offline = false;
    h.server.ready(true);
    await flush();
    expect(h.texts()).toEqual(['một', 'hai']);
    expect(h.server.current!.messages.map((m) => m.text)).toEqual(['một', 'hai']);
  });

  it('after a reconnect fetches what it missed, once, and announces CSKH’s messages', async () => {
    const h = await started(harness());
    h.session.send({ text: 'Cho hỏi' });
    await flush();
    h.server.streamDown = true;
    h.server.agentSays('Chào bạn');
    h.server.agentSays('Bạn cần hỗ trợ gì?');
    h.server.streamDown = false;
    h.server.ready(true);
    await flush();
    expect(h.server.callsOf('messages').at(-1)).toMatchObject({ conversationId: 'c1', afterSeq: 1 });
    // A late copy from the stream changes nothing.
    h.server.publish({ type: 'chat-message', message: h.server.current!.messages[1]! });
    expect(h.texts()).toEqual(['Cho hỏi', 'Chào bạn', 'Bạn cần hỗ trợ gì?']);
    expect(h.incoming).toEqual(['Chào bạn', 'Bạn cần hỗ trợ gì?']);
  });

  it('reports CSKH’s messages as delivered when they arrive, and as read only while the panel is seen', async () => {
    const h = await started(harness());
    h.session.send({ text: 'Cho hỏi' });
    await flush();
    h.server.agentSays('Chào bạn');
    await flush();
    expect(h.server.callsOf('mark').at(-1)).toEqual({ guestToken: 'g'.repeat(43), conversationId: 'c1', delivered: 2 });
    h.session.setViewing(true);
    await flush();
    expect(h.server.callsOf('mark').at(-1)).toEqual({ guestToken: 'g'.repeat(43), conversationId: 'c1', delivered: 2, read: 2 });
    const marks = h.server.callsOf('mark').length;
    h.session.setViewing(true);
    await flush();
    expect(h.server.callsOf('mark')).toHaveLength(marks); // nothing new to say
  });

  it('follows the marks CSKH reports on own messages', async () => {
    const h = await started(harness());
    h.session.send({ text: 'một' });
    await flush();
    h.server.agentMarks(1, 0);
    expect(h.snap().log.conversation).toMatchObject({ peerDelivered: 1, peerRead: 0 });
    h.server.agentMarks(1, 1);
    expect(h.snap().log.conversation).toMatchObject({ peerRead: 1 });
  });

  it('shows a refused message with the server’s reason, drops it from the outbox, and lets the member remove it', async () => {
    const h = await started(harness());
    h.server.refuseNextSend = 'Ảnh tối đa 2 MB';
    h.session.send({ text: 'ảnh' });
    await flush();
    expect(h.snap().pending).toMatchObject([{ text: 'ảnh', status: 'refused', error: 'Ảnh tối đa 2 MB' }]);
    expect(readOutbox(h.storage, OUTBOX)).toEqual([]);
    h.session.discard(h.snap().pending[0]!.clientId);
    expect(h.snap().pending).toEqual([]);
  });

  it('says "đang nhập…" for a while after CSKH types, and tells CSKH at most every few seconds', async () => {
    const h = await started(harness());
    h.session.send({ text: 'một' });
    await flush();
    h.server.publish({ type: 'chat-typing', conversationId: 'c1' });
    expect(h.snap().peerTyping).toBe(true);
    await h.elapse(5_000);
    expect(h.snap().peerTyping).toBe(false);
    h.server.publish({ type: 'chat-typing', conversationId: 'c1' });
    h.server.agentSays('Chào bạn');
    expect(h.snap().peerTyping).toBe(false);

    h.session.typing();
    h.session.typing();
    await h.elapse(CHAT_TYPING_EVERY_MS - 1);
    h.session.typing();
    await flush();
    expect(h.server.callsOf('typing')).toHaveLength(1);
    await h.elapse(1);
    h.session.typing();
    await flush();
    expect(h.server.callsOf('typing')).toEqual([{ guestToken: 'g'.repeat(43), conversationId: 'c1' }, { guestToken: 'g'.repeat(43), conversationId: 'c1' }]);
  });

  it('a closed conversation can be left; the next message opens a new one', async () => {
    const h = await started(harness());
    h.session.send({ text: 'một' });
    await flush();
    h.server.close();
    expect(h.snap().log.conversation?.status).toBe('closed');
    h.session.startNew();
    expect(h.snap().log).toEqual({ conversation: null, messages: [] });
    // A late view of the old one does not bring it back.
    h.server.publish({ type: 'chat-conversation', conversation: { ...h.server.current!.view } });
    expect(h.snap().log.conversation).toBeNull();
    h.session.send({ text: 'hai' });
    await flush();
    expect(h.snap().log.conversation).toMatchObject({ id: 'c2', status: 'waiting' });
    expect(h.texts()).toEqual(['hai']);
  });

  it('a second tab sees the conversation another tab started, live', async () => {
    const server = new FakeChatServer();
    const one = await started(harness(server));
    const storage = memoryStorage();
    storage.setItem(CHAT_STORAGE.guestToken, 'g'.repeat(43));
    const two = await started(harness(server, storage));
    one.session.send({ text: 'từ tab một' });
    await flush();
    expect(two.texts()).toEqual(['từ tab một']);
    server.agentSays('Chào bạn');
    expect(one.texts()).toEqual(two.texts());
  });

  it('drops a token the server no longer knows and starts with a new one', async () => {
    const server = new FakeChatServer();
    const storage = memoryStorage();
    storage.setItem(CHAT_STORAGE.guestToken, 'x'.repeat(43));
    server.badTokens.add('x'.repeat(43));
    const h = await started(harness(server, storage));
    expect(h.snap().phase).toBe('ready');
    expect(storage.getItem(CHAT_STORAGE.guestToken)).toBe('g'.repeat(43));
  });

  it('says so when the chat cannot be opened, and opens on the next try', async () => {
    const server = new FakeChatServer();
    server.offline = true;
    const h = harness(server);
    await h.session.start();
    expect(h.snap().phase).toBe('failed');
    server.offline = false;
    await h.session.start();
    expect(h.snap().phase).toBe('ready');
    expect(server.streams).toHaveLength(1);
  });
});
