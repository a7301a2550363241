import { createListenerRegistry, type EventBus } from '../../../lib/events/member-event-bus.ts';

/** What a table's stream sends: the round as every page sees it (game-specific), named by its number and phase. */
export type RoundEvent = { type: 'round'; round: { no: number; phase: string } };

const keyOf = (event: RoundEvent) => `${event.round.no}:${event.round.phase}`;

/**
 * One game's rounds pushed to the pages watching its tables on this instance. Every instance ticks
 * every table and reads its round anyway, so each fans out to its own streams with no bus between
 * instances: after a tick, a watched table's round goes out when its number or phase has changed.
 * `eventAt` is the game's public view of the table's round (views.ts), null when there is none yet.
 */
export function createRoundFeed<T extends { readonly id: string }, E extends RoundEvent>(
  tables: readonly T[],
  { eventAt, now }: { eventAt(table: T, at: number): Promise<E | null>; now(): number },
) {
  /** "<no>:<phase>" of the last event each watched table sent. */
  const lastSent = new Map<string, string>();
  const watched = new Set<string>();
  const registry = createListenerRegistry<E>({
    onFirst: async (tableId) => void watched.add(tableId),
    onLast: (tableId) => {
      watched.delete(tableId);
      lastSent.delete(tableId);
    },
  });

  /**
   * What serveMemberEvents reads, a table id as its topic: a new listener hears the round as it is
   * first. Each listener is sent a round only when its number or phase differs from the last it was
   * sent: the first watcher of a table would otherwise hear its round twice, from its first event and
   * from the next tick (which had sent nothing for that table yet).
   */
  const bus: EventBus<E> = {
    publish: async (tableId, event) => registry.deliver(tableId, event),
    subscribe(tableId, listener) {
      let last: string | null = null;
      const changed = (event: E) => {
        const key = keyOf(event);
        if (key === last) return;
        last = key;
        listener(event);
      };
      const remove = registry.add(tableId, changed);
      const table = tables.find((t) => t.id === tableId);
      const ready = (async () => {
        const event = table ? await eventAt(table, now()) : null;
        if (event) changed(event);
      })();
      return Object.assign(() => remove(), { ready });
    },
    close: async () => {
      registry.clear();
      watched.clear();
      lastSent.clear();
    },
  };

  /** After a tick: each watched table's round at `at`, sent if its number or phase changed since the last one sent. */
  async function publish(at: number): Promise<void> {
    for (const table of tables) {
      if (!watched.has(table.id)) continue;
      const event = await eventAt(table, at);
      if (!event) continue;
      const key = keyOf(event);
      if (lastSent.get(table.id) === key) continue;
      lastSent.set(table.id, key);
      registry.deliver(table.id, event);
    }
  }

  return { bus, publish };
}
