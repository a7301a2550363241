import type { MemberEvent } from '@app/contract';

export type MemberEventListener = (event: MemberEvent) => void;

/**
 * Pushes a member's payment statuses and balances to every open tab (D9). The memory bus serves one
 * instance; the Redis bus (pub/sub) carries events between instances, so a tab connected to instance A
 * hears about a deposit an operator settled through instance B.
 */
export interface MemberEventBus {
  /** Delivered to every subscriber of the member on every instance; never throws (a lost push is not a lost payment). */
  publish(memberId: string, event: MemberEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(memberId: string, listener: MemberEventListener): () => void;
  close(): Promise<void>;
}

export function createMemoryEventBus(): MemberEventBus {
  const listeners = new Map<string, Set<MemberEventListener>>();
  return {
    async publish(memberId, event) {
      for (const listener of listeners.get(memberId) ?? []) listener(event);
    },
    subscribe(memberId, listener) {
      let set = listeners.get(memberId);
      if (!set) listeners.set(memberId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
