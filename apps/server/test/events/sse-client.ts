import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, EVENTS_STREAM_PATH, type MemberEvent } from '@app/contract';
import { call } from '../helpers/api-client.ts';

/** One SSE block as the browser would parse it (fields we use only). */
export type SseBlock = { event?: string; data?: string; retry?: number; comment?: string };

/** Listens on a free port (once) and returns the base URL, so streams are read over real HTTP. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export const streamUrl = (base: string, ticket: string | undefined, path = `${API_BASE_PATH}${EVENTS_STREAM_PATH}`) =>
  `${base}${path}${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`;

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const res = await call(app, 'eventsTicket', undefined, { token });
  if (res.statusCode !== 200) throw new Error(`ticket refused: ${res.body}`);
  return res.json().ticket;
}

function parseBlock(text: string): SseBlock {
  const block: SseBlock = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) block.event = line.slice(7);
    else if (line.startsWith('data: ')) block.data = line.slice(6);
    else if (line.startsWith('retry: ')) block.retry = Number(line.slice(7));
  }
  return block;
}

/**
 * An event stream read incrementally with fetch, the way EventSource reads it. `next` waits for the
 * next block; `nextEvent` for the next member event (after "ready"); `close` aborts the request.
 */
export async function openEventStream(base: string, ticket: string | undefined, path?: string) {
  const controller = new AbortController();
  const response = await fetch(streamUrl(base, ticket, path), { signal: controller.signal });
  const reader = response.ok ? response.body!.pipeThrough(new TextDecoderStream()).getReader() : null;
  let buffer = '';

  async function next(timeoutMs = 5000): Promise<SseBlock | null> {
    if (!reader) throw new Error(`stream answered ${response.status}`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseBlock(block);
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))));
      const read = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (read === 'timeout') throw new Error('no SSE block in time');
      if (read.done) return null;
      buffer += read.value;
    }
  }

  return {
    response,
    next,
    /** Waits for "ready": from then on every published event reaches this stream. */
    async ready(): Promise<SseBlock[]> {
      const before: SseBlock[] = [];
      for (;;) {
        const block = await next();
        if (!block) throw new Error('stream ended before ready');
        before.push(block);
        if (block.event === 'ready') return before;
      }
    },
    /** The next member event, skipping heartbeats. */
    async nextEvent(timeoutMs?: number): Promise<MemberEvent> {
      for (;;) {
        const block = await next(timeoutMs);
        if (!block) throw new Error('stream ended');
        if (block.event && block.data) {
          const event = JSON.parse(block.data) as MemberEvent;
          if (event.type !== block.event) throw new Error(`event name ${block.event} carries type ${event.type}`);
          return event;
        }
      }
    },
    close(): void {
      controller.abort();
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
