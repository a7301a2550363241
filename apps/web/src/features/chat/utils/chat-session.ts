import type { ChatMessagesResponse, ChatOpenResponse, ChatSendBody, ChatSendResponse } from '@app/contract';
import { CHAT_PAGE_MAX, CHAT_TYPING_EVERY_MS, CHAT_TYPING_SHOW_MS, type ChatConversationView, type ChatEvent, type ChatMessageView } from '@app/contract/chat';
import { CHAT_STORAGE } from '../../../stores/live-chat-store.ts';
import {
  applyConversation,
  applyMessages,
  EMPTY_LOG,
  highestPeerSeq,
  highestSeq,
  isOpenConversation,
  isOwnMessage,
  type ChatLog,
} from './chat-log.ts';
import { MarkReporter } from './mark-reporter.ts';
import { addToOutbox, readOutbox, removeFromOutbox, type KeyValueStorage, type OutboxEntry } from './outbox.ts';

/** sending: on its way (or waiting for the connection); retrying: the last try got no answer; refused: the server said no. */
export type PendingStatus = 'sending' | 'retrying' | 'refused';
export type PendingMessage = OutboxEntry & { status: PendingStatus; error?: string };

export type ChatSnapshot = {
  phase: 'loading' | 'ready' | 'failed';
  agentsOnDuty: boolean;
  log: ChatLog;
  /** Own messages the server has not confirmed, in the order they were written. */
  pending: PendingMessage[];
  /** The stream: not yet up, up, or down and coming back. */
  stream: 'connecting' | 'live' | 'reconnecting';
  /** CSKH typed within CHAT_TYPING_SHOW_MS. */
  peerTyping: boolean;
};

export type SendInput = Omit<OutboxEntry, 'clientId' | 'queuedAt'>;

type StreamHandlers = { onEvent(event: ChatEvent): void; onReady(reconnected: boolean): void; onDrop(): void };

export type ChatSessionDeps = {
  api: {
    open(body: { guestToken?: string }): Promise<ChatOpenResponse>;
    send(body: ChatSendBody): Promise<ChatSendResponse>;
    messages(body: { guestToken?: string; conversationId: string; afterSeq: number }): Promise<ChatMessagesResponse>;
    mark(body: { guestToken?: string; conversationId: string; delivered?: number; read?: number }): Promise<void>;
    typing(body: { guestToken?: string; conversationId: string }): Promise<void>;
  };
  /** Opens the chat stream for this member or visitor; returns the stop function. */
  connect(guestToken: string | undefined, handlers: StreamHandlers): () => void;
  storage: KeyValueStorage & Pick<Storage, 'removeItem'>;
  /** The member's id, or null for a visitor (known by the guest token). */
  memberId: string | null;
  /** The server's words when it refused a call (it will refuse it again), or null when trying again may work. */
  refusal(error: unknown): string | null;
  /** A message from CSKH arrived (the host counts it as unread while the panel is not seen). */
  onIncoming?(message: ChatMessageView): void;
  now?(): number;
  newId(): string;
  schedule?(run: () => void, delayMs: number): () => void;
};

/** Waits before the 1st, 2nd, … new try of a send that got no answer. */
const SEND_RETRY_MS = [2_000, 5_000, 10_000, 30_000] as const;

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/**
 * One member's or visitor's live chat while the page lives: the conversation and its messages merged
 * from every source, the outbox, the stream, the marks and the typing signal. Framework-free (the
 * panel reads it through useSyncExternalStore), so its rules are tested without a browser.
 */
export class ChatSession {
  private snapshot: ChatSnapshot = { phase: 'loading', agentsOnDuty: true, log: EMPTY_LOG, pending: [], stream: 'connecting', peerTyping: false };
  private readonly listeners = new Set<() => void>();
  private readonly deps: ChatSessionDeps;
  private readonly now: () => number;
  private readonly schedule: (run: () => void, delayMs: number) => () => void;
  private readonly outboxKey: string;
  private guestToken: string | undefined;
  private stopped = false;
  private stopStream: () => void = () => {};
  private flushing = false;
  private flushAgain = false;
  private sendFailures = 0;
  private cancelSendRetry: () => void = () => {};
  private catchingUp = false;
  private catchUpAgain = false;
  private cancelTypingTimer: () => void = () => {};
  private lastTypingSent = -Infinity;
  private viewing = false;
  private readonly marks: MarkReporter;
  /** Closed conversations the member chose to leave ("start a new one"): not shown again. */
  private readonly dismissed = new Set<string>();

  constructor(deps: ChatSessionDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
    this.schedule = deps.schedule ?? defaultSchedule;
    this.outboxKey = CHAT_STORAGE.outbox(deps.memberId ?? 'guest');
    this.marks = new MarkReporter((marks) => deps.api.mark(this.body(marks)));
  }

  // ---- reading ----

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  private update(change: Partial<ChatSnapshot>) {
    if (this.stopped) return;
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private get log(): ChatLog {
    return this.snapshot.log;
  }

  // ---- life ----

  /** Opens the chat: the current conversation, then the stream, then whatever waits in the outbox. */
  async start(): Promise<void> {
    this.update({ phase: 'loading' });
    if (this.deps.memberId === null) this.guestToken = this.readGuestToken();
    let answer: ChatOpenResponse;
    try {
      answer = await this.openWithToken();
    } catch {
      this.update({ phase: 'failed' });
      return;
    }
    if (this.stopped) return;
    const stored = readOutbox(this.deps.storage, this.outboxKey);
    const known = new Set(this.snapshot.pending.map((p) => p.clientId));
    const pending = [...this.snapshot.pending, ...stored.filter((e) => !known.has(e.clientId)).map((e) => ({ ...e, status: 'sending' as const }))];
    this.update({ phase: 'ready', pending });
    this.applyOpen(answer);
    this.stopStream();
    this.stopStream = this.deps.connect(this.guestToken, {
      onEvent: (event) => this.onEvent(event),
      onReady: () => {
        this.update({ stream: 'live' });
        void this.catchUp();
        this.retryNow();
      },
      onDrop: () => this.update({ stream: 'reconnecting' }),
    });
    void this.flush();
  }

  stop(): void {
    this.stopStream();
    this.cancelSendRetry();
    this.cancelTypingTimer();
    this.stopped = true;
    this.listeners.clear();
  }

  /** A visitor's expired token is dropped and a new one asked for, once. */
  private async openWithToken(): Promise<ChatOpenResponse> {
    try {
      return await this.deps.api.open(this.body({}));
    } catch (error) {
      if (this.guestToken === undefined || this.deps.refusal(error) === null) throw error;
      this.guestToken = undefined;
      try {
        this.deps.storage.removeItem(CHAT_STORAGE.guestToken);
      } catch {
        // Storage blocked: the new token replaces it in memory anyway.
      }
      return await this.deps.api.open({});
    }
  }

  private readGuestToken(): string | undefined {
    try {
      return this.deps.storage.getItem(CHAT_STORAGE.guestToken) ?? undefined;
    } catch {
      return undefined;
    }
  }

  private body<B extends object>(body: B): B & { guestToken?: string } {
    return this.guestToken === undefined ? body : { ...body, guestToken: this.guestToken };
  }

  private applyOpen(answer: ChatOpenResponse) {
    if (answer.guestToken && this.deps.memberId === null && answer.guestToken !== this.guestToken) {
      this.guestToken = answer.guestToken;
      try {
        this.deps.storage.setItem(CHAT_STORAGE.guestToken, answer.guestToken);
      } catch {
        // Storage blocked: the token lives as long as the page.
      }
    }
    this.update({ agentsOnDuty: answer.agentsOnDuty });
    // The open call brings the conversation's latest messages: nothing to catch up, nothing new to announce.
    if (answer.conversation && !this.dismissed.has(answer.conversation.id)) {
      this.takeConversation(answer.conversation, answer.messages, { fresh: false });
    }
  }

  // ---- what arrives ----

  private onEvent(event: ChatEvent) {
    switch (event.type) {
      case 'chat-message':
        this.receive(event.message.conversationId, [event.message], true);
        return;
      case 'chat-conversation':
        if (!this.dismissed.has(event.conversation.id)) this.takeConversation(event.conversation, [], { fresh: true });
        return;
      case 'chat-typing':
        if (event.conversationId === this.log.conversation?.id) this.showTyping();
        return;
      case 'chat-duty':
        this.update({ agentsOnDuty: event.agentsOnDuty });
        return;
    }
  }

  /**
   * A conversation view and messages of it. `fresh`: it came as news (stream, send), so a conversation
   * new to the screen has its earlier messages fetched, and CSKH's messages are announced.
   */
  private takeConversation(conversation: ChatConversationView, messages: readonly ChatMessageView[], { fresh }: { fresh: boolean }) {
    const before = this.log.conversation?.id;
    this.setLog(applyConversation(this.log, conversation));
    if (messages.length > 0) this.receive(conversation.id, messages, fresh);
    if (fresh && this.log.conversation?.id !== before) void this.catchUp();
  }

  /** `announce`: news, not history (the unread count and the screen reader hear of it). */
  private receive(conversationId: string, messages: readonly ChatMessageView[], announce: boolean) {
    const before = new Set(this.log.messages.map((m) => m.seq));
    const { log, known } = applyMessages(this.log, conversationId, messages);
    if (!known) {
      if (!this.dismissed.has(conversationId)) void this.catchUp(true);
      return;
    }
    this.setLog(log);
    const fresh = messages.filter((m) => !before.has(m.seq) && !isOwnMessage(m));
    if (fresh.some((m) => m.sender === 'agent')) this.hideTyping();
    if (announce) for (const m of fresh) this.deps.onIncoming?.(m);
    this.queueMarks();
  }

  /** The log changed: own messages it now holds leave the outbox. */
  private setLog(log: ChatLog) {
    const stored = new Set(log.messages.map((m) => m.clientId));
    const confirmed = this.snapshot.pending.filter((p) => stored.has(p.clientId));
    if (confirmed.length > 0) removeFromOutbox(this.deps.storage, this.outboxKey, confirmed.map((p) => p.clientId));
    this.update({ log, pending: confirmed.length > 0 ? this.snapshot.pending.filter((p) => !stored.has(p.clientId)) : this.snapshot.pending });
  }

  /**
   * After the stream (re)connected, a conversation changed, or a message of an unknown conversation
   * came: what was missed, by seq after the highest on screen (a page at a time). Without a
   * conversation on screen (or `reopen`), the open call says which one is current.
   */
  private async catchUp(reopen = false): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.catchingUp = true;
    try {
      const conversation = this.log.conversation;
      if (reopen || !conversation) {
        this.applyOpen(await this.deps.api.open(this.body({})));
      } else {
        for (;;) {
          const page = await this.deps.api.messages(this.body({ conversationId: conversation.id, afterSeq: highestSeq(this.log) }));
          if (this.stopped || this.log.conversation?.id !== conversation.id) break;
          this.setLog(applyConversation(this.log, page.conversation));
          this.receive(conversation.id, page.messages, true);
          if (page.messages.length < CHAT_PAGE_MAX) break;
        }
      }
    } catch {
      // The next reconnect or event catches up again.
    } finally {
      this.catchingUp = false;
      if (this.catchUpAgain && !this.stopped) {
        this.catchUpAgain = false;
        void this.catchUp();
      }
    }
  }

  // ---- sending ----

  /** Shown at once as "đang gửi", kept in the outbox until the server has it. */
  send(input: SendInput): void {
    const entry: OutboxEntry = { ...input, clientId: this.deps.newId(), queuedAt: this.now() };
    addToOutbox(this.deps.storage, this.outboxKey, entry);
    this.update({ pending: [...this.snapshot.pending, { ...entry, status: 'sending' }] });
    this.lastTypingSent = -Infinity;
    void this.flush();
  }

  /** Tries the waiting messages now (the member pressed "Gửi lại", or the stream came back). */
  retryNow(): void {
    this.cancelSendRetry();
    this.sendFailures = 0;
    void this.flush();
  }

  /** A refused message leaves the screen. */
  discard(clientId: string): void {
    removeFromOutbox(this.deps.storage, this.outboxKey, [clientId]);
    this.update({ pending: this.snapshot.pending.filter((p) => p.clientId !== clientId) });
  }

  /**
   * One message at a time, in the order written, so CSKH reads them in that order. A send without
   * an answer stops the round (tried again later with the same clientId); a refused one is marked
   * and the next goes on.
   */
  private async flush(): Promise<void> {
    if (this.snapshot.phase !== 'ready') return;
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    this.flushing = true;
    try {
      for (;;) {
        const next = this.snapshot.pending.find((p) => p.status !== 'refused');
        if (!next || this.stopped) break;
        if (!(await this.deliver(next))) break;
      }
    } finally {
      this.flushing = false;
      if (this.flushAgain && !this.stopped) {
        this.flushAgain = false;
        void this.flush();
      }
    }
  }

  /** False when the send got no answer (the round stops and is tried again later). */
  private async deliver(entry: PendingMessage): Promise<boolean> {
    const { clientId, text, image, visitorName, contact } = entry;
    try {
      const answer = await this.deps.api.send(
        this.body({ clientId, ...(text ? { text } : {}), ...(image ? { image } : {}), ...(visitorName ? { visitorName } : {}), ...(contact ? { contact } : {}) }),
      );
      this.sendFailures = 0;
      this.dismissed.delete(answer.conversation.id);
      this.takeConversation(answer.conversation, [answer.message], { fresh: true });
      // The answer may name a conversation the screen has moved past; the entry is done either way.
      if (this.snapshot.pending.some((p) => p.clientId === clientId)) this.discard(clientId);
      return true;
    } catch (error) {
      const refused = this.deps.refusal(error);
      if (refused !== null) {
        removeFromOutbox(this.deps.storage, this.outboxKey, [clientId]);
        this.setPending(clientId, { status: 'refused', error: refused });
        return true;
      }
      for (const p of this.snapshot.pending) if (p.status === 'sending') this.setPending(p.clientId, { status: 'retrying' });
      this.cancelSendRetry();
      this.cancelSendRetry = this.schedule(() => void this.flush(), SEND_RETRY_MS[Math.min(this.sendFailures++, SEND_RETRY_MS.length - 1)]!);
      return false;
    }
  }

  private setPending(clientId: string, change: Partial<PendingMessage>) {
    this.update({ pending: this.snapshot.pending.map((p) => (p.clientId === clientId ? { ...p, ...change } : p)) });
  }

  /** "Bắt đầu cuộc trò chuyện mới": the closed conversation leaves the screen; the next send opens a new one. */
  startNew(): void {
    const conversation = this.log.conversation;
    if (!conversation || isOpenConversation(conversation)) return;
    this.dismissed.add(conversation.id);
    this.update({ log: EMPTY_LOG, peerTyping: false });
  }

  // ---- typing ----

  /** The member types: CSKH is told, at most every CHAT_TYPING_EVERY_MS. */
  typing(): void {
    const conversation = this.log.conversation;
    if (!conversation || !isOpenConversation(conversation)) return;
    const now = this.now();
    if (now - this.lastTypingSent < CHAT_TYPING_EVERY_MS) return;
    this.lastTypingSent = now;
    this.deps.api.typing(this.body({ conversationId: conversation.id })).catch(() => {});
  }

  private showTyping() {
    this.cancelTypingTimer();
    this.cancelTypingTimer = this.schedule(() => this.hideTyping(), CHAT_TYPING_SHOW_MS);
    if (!this.snapshot.peerTyping) this.update({ peerTyping: true });
  }

  private hideTyping() {
    this.cancelTypingTimer();
    if (this.snapshot.peerTyping) this.update({ peerTyping: false });
  }

  // ---- marks ----

  /** The panel is open and the page visible (what was received there counts as read), or not. */
  setViewing(viewing: boolean): void {
    this.viewing = viewing;
    if (viewing) this.queueMarks();
  }

  private queueMarks() {
    this.marks.report(() => {
      const conversation = this.log.conversation;
      return conversation && !this.stopped ? { conversationId: conversation.id, peerSeq: highestPeerSeq(this.log), seen: this.viewing } : null;
    });
  }
}
