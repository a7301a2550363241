import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postSigned } from '../../src/lib/provider-post.ts';
import { verifyProviderSignature } from '../../src/lib/provider-signature.ts';
import { PROVIDER_SIGNATURE_HEADER } from '@app/contract/sandbox-provider';

const SECRET = 'a-secret-long-enough-for-the-test';

type Seen = { connection: number; head: string; body: string };

/**
 * A raw HTTP/1.1 server that answers each request with its own connection's number and keeps the
 * connection open, except that `drop(connection, request)` resets that connection when its n-th request
 * arrives, answering nothing: what a reused connection closed by the other side looks like to the caller.
 */
async function rawServer(drop: (connection: number, request: number) => boolean = () => false) {
  const seen: Seen[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const connection = ++connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = Buffer.alloc(0);
    let requests = 0;
    socket.on('data', (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
        buffered = buffered.subarray(end + 4 + length);
        requests++;
        if (drop(connection, requests)) {
          socket.resetAndDestroy();
          return;
        }
        seen.push({ connection, head, body });
        const answer = JSON.stringify({ connection, request: requests });
        socket.write(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${answer.length}\r\nconnection: keep-alive\r\n\r\n${answer}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/call`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('postSigned (the one server-to-server client)', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('signs the exact body it sends and reuses one connection for calls one after another', async () => {
    const server = await rawServer();
    close = server.close;
    const first = await postSigned(server.url, { amount: 1_000, note: 'Nạp tiền' }, { secret: SECRET });
    const second = await postSigned(server.url, { amount: 2_000 }, { secret: SECRET });
    expect(first).toEqual({ status: 200, json: { connection: 1, request: 1 } });
    expect(second).toEqual({ status: 200, json: { connection: 1, request: 2 } });
    for (const { head, body } of server.seen) {
      const header = new RegExp(`${PROVIDER_SIGNATURE_HEADER}: (.+)`, 'i').exec(head)?.[1];
      expect(verifyProviderSignature(SECRET, body, header).ok).toBe(true);
      expect(head).toMatch(/content-type: application\/json/i);
    }
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ amount: 1_000, note: 'Nạp tiền' });
  });

  it('never sends a call again by itself: a kept-alive connection reset under it is an unknown outcome, and the next call takes a new one', async () => {
    // A reset after the other side read the call looks the same as one of a connection it closed while
    // idle: the caller is told, and repeats the call with its own keys if it wants to.
    const server = await rawServer((connection, request) => connection === 1 && request === 2);
    close = server.close;
    await postSigned(server.url, { n: 1 }, { secret: SECRET });
    await expect(postSigned(server.url, { n: 2 }, { secret: SECRET })).rejects.toThrow();
    expect(await postSigned(server.url, { n: 3 }, { secret: SECRET })).toEqual({ status: 200, json: { connection: 2, request: 1 } });
    expect(server.seen.map((s) => JSON.parse(s.body))).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('gives up after the time limit when no answer comes', async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        silent.close(() => resolve());
      });
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/call`;
    await expect(postSigned(url, {}, { secret: SECRET, timeoutMs: 200 })).rejects.toThrow(/within 200 ms/);
  });

  it('reads a body that is not JSON as null, and any status as an answer', async () => {
    const server = net.createServer((socket) => {
      socket.on('data', () => socket.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 7\r\nconnection: close\r\n\r\nupstrea'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/call`;
    expect(await postSigned(url, {}, { secret: SECRET })).toEqual({ status: 502, json: null });
  });
});
