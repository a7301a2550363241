import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { OperatorEvent } from '@app/contract/chat';

/**
 * What the server pushes to this tab (features/events keeps the one stream open and publishes here),
 * for the pages to hear without knowing about the stream. 'ready' is heard as well: the stream has
 * just (re)opened, so anything pushed while it was down may have been missed and is asked for again.
 */
export type OperatorEventType = OperatorEvent['type'];
export type HeardEvent = OperatorEvent | { type: 'ready' };
type Listener = (event: HeardEvent) => void;

/** connecting: before the first 'ready'; live: open; down: dropped, a new one is on its way. */
export type StreamStatus = 'connecting' | 'live' | 'down';

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: StreamStatus = 'connecting';

export const operatorEvents = {
  publish(event: HeardEvent) {
    for (const listener of [...listeners]) listener(event);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  setStatus(next: StreamStatus) {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener();
  },
  status: () => status,
};

/** Calls `handler` with each pushed event of the given types ('ready' only when listed). */
export function useOperatorEvent(types: readonly HeardEvent['type'][], handler: (event: HeardEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return operatorEvents.subscribe((event) => {
      if (wanted.has(event.type)) latest.current(event);
    });
  }, [key]);
}

/** Bursts (a chat's messages, a batch of payments) become one call: the last event of a burst plus this. */
export const REFRESH_COALESCE_MS = 300;

/** Queries to ask again at the end of the current burst, by key: one request however many pages and events ask for it. */
const dueRefreshes = new Map<string, ReturnType<typeof setTimeout>>();

function refreshSoon(queryClient: QueryClient, queryKey: QueryKey) {
  const id = JSON.stringify(queryKey);
  if (dueRefreshes.has(id)) return;
  dueRefreshes.set(
    id,
    setTimeout(() => {
      dueRefreshes.delete(id);
      void queryClient.invalidateQueries({ queryKey });
    }, REFRESH_COALESCE_MS),
  );
}

/**
 * Asks the queries under `queryKey` again after pushed events of the given types and after every
 * 'ready' (what the stream missed while down), once per burst. `enabled: false` hears nothing (a
 * role that may not ask).
 */
export function useRefreshOnEvents(types: readonly OperatorEventType[], queryKey: QueryKey, enabled = true): void {
  const queryClient = useQueryClient();
  const key = types.join(',');
  const id = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
    const wanted = new Set<string>([...key.split(','), 'ready']);
    const target = JSON.parse(id) as QueryKey;
    return operatorEvents.subscribe((event) => {
      if (wanted.has(event.type)) refreshSoon(queryClient, target);
    });
  }, [key, id, enabled, queryClient]);
}

export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    operatorEvents.status,
  );
}
