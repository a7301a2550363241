import type { MemberEvent } from '@app/contract';

export type EventListener<E> = (event: E) => void;
export type MemberEventListener = EventListener<MemberEvent>;

/**
 * Ends one subscription. `ready` settles once events published from now on are sure to reach the
 * listener (the Redis bus must hear back from SUBSCRIBE first): a stream announces itself only then,
 * so a tab that saw "ready" misses nothing published afterwards. It rejects when the bus could not
 * subscribe (Redis unreachable): the stream then ends and its client comes back later.
 */
export type Unsubscribe = (() => void) & { readonly ready: Promise<void> };

/**
 * Pushes a member's payment statuses and balances to every open tab (D9). The memory bus serves one
 * instance; the Redis bus (pub/sub) carries events between instances, so a tab connected to instance A
 * hears about a deposit an operator settled through instance B.
 */
export interface EventBus<E> {
  /** Delivered to every subscriber of the topic (a member) on every instance; never throws (a lost push is not a lost payment). */
  publish(topic: string, event: E): Promise<void>;
  /** Returns the unsubscribe function (calling it twice is harmless). */
  subscribe(topic: string, listener: EventListener<E>): Unsubscribe;
  close(): Promise<void>;
}
export type MemberEventBus = EventBus<MemberEvent>;

/**
 * The local half every bus shares: a member's listeners on this instance. `onFirst` / `onLast` tell
 * the caller when a member gains its first listener or loses its last one (the Redis bus subscribes
 * and unsubscribes the member's channel then).
 */
export function createListenerRegistry<E = MemberEvent>(hooks: { onFirst?(memberId: string): Promise<void>; onLast?(memberId: string): void } = {}) {
  const listeners = new Map<string, Set<EventListener<E>>>();
  /** The pending or settled SUBSCRIBE of each member with listeners: later listeners wait for the same one. */
  const subscribed = new Map<string, Promise<void>>();

  function add(memberId: string, listener: EventListener<E>): Unsubscribe {
    let set = listeners.get(memberId);
    if (!set) {
      listeners.set(memberId, (set = new Set()));
      const subscribing = hooks.onFirst?.(memberId) ?? Promise.resolve();
      subscribing.catch(() => {}); // reported through each listener's `ready`
      subscribed.set(memberId, subscribing);
    }
    const own = set;
    own.add(listener);
    const remove = () => {
      if (!own.delete(listener) || own.size > 0 || listeners.get(memberId) !== own) return;
      listeners.delete(memberId);
      subscribed.delete(memberId);
      hooks.onLast?.(memberId);
    };
    return Object.assign(remove, { ready: subscribed.get(memberId)! });
  }

  /** A listener that throws must not keep the others (or the publisher) from hearing the event. */
  function deliver(memberId: string, event: E): void {
    for (const listener of [...(listeners.get(memberId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // One broken tab's stream is that stream's problem.
      }
    }
  }

  return {
    add,
    deliver,
    clear: () => {
      listeners.clear();
      subscribed.clear();
    },
  };
}

export function createMemoryEventBus<E = MemberEvent>(): EventBus<E> {
  const registry = createListenerRegistry<E>();
  return {
    async publish(memberId, event) {
      registry.deliver(memberId, event);
    },
    subscribe: registry.add,
    async close() {
      registry.clear();
    },
  };
}
