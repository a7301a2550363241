import type { ChatImageType, ChatMessageView } from '@app/contract/chat';

/**
 * Replies on their way: each has its clientId from the moment it is written, so a send repeated after
 * a lost answer (or a dropped connection) is the same message to the server, stored once. One reply
 * per conversation is in flight at a time, so they keep the order they were written in.
 */
export type OutgoingImage = { contentType: ChatImageType; data: string };

export type OutboxEntry = {
  clientId: string;
  conversationId: string;
  text: string | null;
  image: OutgoingImage | null;
  /** queued: waits its turn; sending: asked; waiting: asked again shortly; failed: refused or given up, sent again by hand. */
  state: 'queued' | 'sending' | 'waiting' | 'failed';
  attempts: number;
  /** Why it failed, in the server's words when it said. */
  error: string | null;
};

/** Waits before the automatic 2nd, 3rd, … attempt; after the last one the reply waits for "Gửi lại". */
export const OUTBOX_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export type OutboxDeps = {
  send(entry: OutboxEntry): Promise<ChatMessageView>;
  /** The stored message: the conversation shows it in place of the entry. */
  onSent(message: ChatMessageView): void;
  /** No answer, a 5xx, a 429: worth repeating by itself. A refusal (4xx) is not. */
  retryable(error: unknown): boolean;
  describe(error: unknown): string;
  newId?(): string;
  schedule?(run: () => void, delayMs: number): () => void;
};

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

export function createOutbox(deps: OutboxDeps) {
  const schedule = deps.schedule ?? defaultSchedule;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let all: readonly OutboxEntry[] = [];
  const views = new Map<string, readonly OutboxEntry[]>();
  const timers = new Map<string, () => void>();
  const listeners = new Set<() => void>();

  function commit(next: readonly OutboxEntry[]) {
    all = next;
    views.clear();
    for (const listener of [...listeners]) listener();
  }
  const update = (clientId: string, change: Partial<OutboxEntry>) => commit(all.map((e) => (e.clientId === clientId ? { ...e, ...change } : e)));
  const remove = (clientId: string) => commit(all.filter((e) => e.clientId !== clientId));
  const find = (clientId: string) => all.find((e) => e.clientId === clientId);

  /** Sends the conversation's next reply, unless an earlier one is still on its way. */
  function pump(conversationId: string) {
    for (const entry of all) {
      if (entry.conversationId !== conversationId || entry.state === 'failed') continue;
      if (entry.state !== 'queued') return;
      void attempt(entry);
      return;
    }
  }

  async function attempt(entry: OutboxEntry) {
    update(entry.clientId, { state: 'sending', attempts: entry.attempts + 1, error: null });
    try {
      const message = await deps.send(entry);
      if (!find(entry.clientId)) return;
      deps.onSent(message);
      remove(entry.clientId);
    } catch (error) {
      if (!find(entry.clientId)) return;
      const tries = entry.attempts + 1;
      if (deps.retryable(error) && tries <= OUTBOX_RETRY_DELAYS_MS.length) {
        update(entry.clientId, { state: 'waiting', error: deps.describe(error) });
        timers.set(
          entry.clientId,
          schedule(() => {
            timers.delete(entry.clientId);
            if (find(entry.clientId)?.state !== 'waiting') return;
            update(entry.clientId, { state: 'queued' });
            pump(entry.conversationId);
          }, OUTBOX_RETRY_DELAYS_MS[tries - 1]!),
        );
        return;
      }
      update(entry.clientId, { state: 'failed', error: deps.describe(error) });
    }
    pump(entry.conversationId);
  }

  return {
    add(conversationId: string, content: { text: string | null; image: OutgoingImage | null }): OutboxEntry {
      const entry: OutboxEntry = { clientId: newId(), conversationId, ...content, state: 'queued', attempts: 0, error: null };
      commit([...all, entry]);
      pump(conversationId);
      return entry;
    },
    /** "Gửi lại": the same clientId once more, in its turn. */
    retry(clientId: string) {
      const entry = find(clientId);
      if (!entry || (entry.state !== 'failed' && entry.state !== 'waiting')) return;
      timers.get(clientId)?.();
      timers.delete(clientId);
      update(clientId, { state: 'queued', attempts: 0 });
      pump(entry.conversationId);
    },
    discard(clientId: string) {
      const entry = find(clientId);
      if (!entry || entry.state === 'sending') return;
      timers.get(clientId)?.();
      timers.delete(clientId);
      remove(clientId);
      pump(entry.conversationId);
    },
    clear() {
      for (const cancel of timers.values()) cancel();
      timers.clear();
      commit([]);
    },
    /** The conversation's entries, oldest first; the same array until something changes (for useSyncExternalStore). */
    entries(conversationId: string): readonly OutboxEntry[] {
      let view = views.get(conversationId);
      if (!view) {
        view = all.filter((e) => e.conversationId === conversationId);
        views.set(conversationId, view);
      }
      return view;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** What the conversation shows: the stored messages, then the replies not stored yet (each reply once). */
export function pendingReplies(messages: readonly ChatMessageView[], entries: readonly OutboxEntry[]): OutboxEntry[] {
  const stored = new Set(messages.map((m) => m.clientId));
  return entries.filter((e) => !stored.has(e.clientId));
}
