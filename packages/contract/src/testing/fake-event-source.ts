import type { EventSourceLike } from '../event-stream.ts';

/**
 * Stands in for the browser's EventSource in tests of an event stream (Node has none): records the
 * listeners it was given, emits named messages, fails on demand. Test code only; no product code imports it.
 */
export class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  constructor(readonly ticket = '') {}
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
