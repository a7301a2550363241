import type { ChatMessagesResponse, ChatOpenResponse, ChatSendBody, ChatSendResponse } from '@app/contract';
import type { ChatConversationView, ChatEvent, ChatMessageView } from '@app/contract/chat';
import type { ChatSessionDeps } from '../chat-session.ts';

/** No answer (the network): the session tries again. */
export class NoAnswer extends Error {}
/** The server looked and said no: the session shows why. */
export class Refused extends Error {}

type Handlers = Parameters<ChatSessionDeps['connect']>[1];
type Conversation = { view: ChatConversationView; messages: ChatMessageView[] };

const GUEST = 'g'.repeat(43);

/**
 * The chat server's rules as the client relies on them, in memory: seq per conversation, one message
 * per clientId, a send into nothing (or a closed conversation) opens a new one, streams get what is
 * published while they are up. Every call is recorded.
 */
export class FakeChatServer {
  readonly calls: Array<{ name: string; body: unknown }> = [];
  readonly streams: Handlers[] = [];
  private readonly conversations: Conversation[] = [];
  agentsOnDuty = true;
  /** Calls fail without an answer. */
  offline = false;
  /** The next send is stored but its answer lost. */
  loseNextAnswer = false;
  /** The next send is refused with this message. */
  refuseNextSend: string | null = null;
  /** Tokens the server no longer knows. */
  readonly badTokens = new Set<string>();
  /** Published events do not reach the streams (a dropped connection). */
  streamDown = false;
  private clock = Date.parse('2026-11-27T10:00:00.000Z');

  get current(): Conversation | undefined {
    return this.conversations.at(-1);
  }

  readonly api: ChatSessionDeps['api'] = {
    open: async (body) => {
      await this.call('open', body);
      if (body.guestToken && this.badTokens.has(body.guestToken)) throw new Refused('Phiên trò chuyện đã hết hạn, vui lòng tải lại trang');
      const c = this.current;
      const answer: ChatOpenResponse = { guestToken: body.guestToken ?? GUEST, agentsOnDuty: this.agentsOnDuty, conversation: c?.view ?? null, messages: c?.messages ?? [] };
      return structuredClone(answer);
    },
    send: async (body: ChatSendBody) => {
      await this.call('send', body);
      if (this.refuseNextSend) {
        const message = this.refuseNextSend;
        this.refuseNextSend = null;
        throw new Refused(message);
      }
      const existing = this.conversations.flatMap((c) => c.messages).find((m) => m.clientId === body.clientId);
      const message = existing ?? this.store(body.clientId, 'visitor', body.text ?? null);
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        throw new NoAnswer();
      }
      const answer: ChatSendResponse = { conversation: this.conversationOf(message).view, message };
      return structuredClone(answer);
    },
    messages: async (body) => {
      await this.call('messages', body);
      const c = this.conversations.find((x) => x.view.id === body.conversationId)!;
      const answer: ChatMessagesResponse = { conversation: c.view, messages: c.messages.filter((m) => m.seq > body.afterSeq) };
      return structuredClone(answer);
    },
    mark: async (body) => {
      await this.call('mark', body);
    },
    typing: async (body) => {
      await this.call('typing', body);
    },
  };

  readonly connect: ChatSessionDeps['connect'] = (_token, handlers) => {
    this.streams.push(handlers);
    return () => this.streams.splice(this.streams.indexOf(handlers), 1);
  };

  /** Every open stream says it is subscribed (after a connect or a reconnect). */
  ready(reconnected = false) {
    for (const s of this.streams) s.onReady(reconnected);
  }

  publish(event: ChatEvent) {
    if (this.streamDown) return;
    for (const s of [...this.streams]) s.onEvent(structuredClone(event));
  }

  agentSays(text: string, sender: 'agent' | 'system' = 'agent'): ChatMessageView {
    return this.store(`agent-${this.clock}`, sender, text, sender === 'agent' ? 'Lan' : null);
  }

  /** CSKH's screen got / saw the member's messages up to these seqs. */
  agentMarks(delivered: number, read: number) {
    const c = this.current!;
    c.view = { ...c.view, peerDelivered: delivered, peerRead: read };
    this.publish({ type: 'chat-conversation', conversation: c.view });
  }

  close() {
    const c = this.current!;
    c.view = { ...c.view, status: 'closed', closedAt: new Date(this.clock).toISOString() };
    this.publish({ type: 'chat-conversation', conversation: c.view });
  }

  callsOf(name: string) {
    return this.calls.filter((c) => c.name === name).map((c) => c.body);
  }

  /** Answers come later than the call, as over a network. */
  private async call(name: string, body: unknown) {
    await Promise.resolve();
    this.calls.push({ name, body: structuredClone(body) });
    if (this.offline) throw new NoAnswer();
  }

  private conversationOf(message: ChatMessageView): Conversation {
    return this.conversations.find((c) => c.view.id === message.conversationId)!;
  }

  private store(clientId: string, sender: ChatMessageView['sender'], text: string | null, senderName: string | null = null): ChatMessageView {
    this.clock += 1000;
    let c = this.current;
    if (!c || c.view.status === 'closed') {
      const view: ChatConversationView = {
        id: `c${this.conversations.length + 1}`,
        status: 'waiting',
        agentName: null,
        peerDelivered: 0,
        peerRead: 0,
        createdAt: new Date(this.clock).toISOString(),
        closedAt: null,
      };
      c = { view, messages: [] };
      this.conversations.push(c);
      this.publish({ type: 'chat-conversation', conversation: view });
    }
    const message: ChatMessageView = {
      seq: c.messages.length + 1,
      conversationId: c.view.id,
      clientId,
      sender,
      senderName,
      text,
      imageUrl: null,
      sentAt: new Date(this.clock).toISOString(),
    };
    c.messages.push(message);
    this.publish({ type: 'chat-message', message });
    return message;
  }
}
