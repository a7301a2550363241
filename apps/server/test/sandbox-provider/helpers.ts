import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  PROVIDER_CALLBACK_BASE_PATH,
  PROVIDER_SIGNATURE_HEADER,
  SANDBOX_PROVIDER_BASE_PATH,
  type ProviderBetRecord,
} from '@app/contract/sandbox-provider';
import { providerSecret, signProviderBody, verifyProviderSignature } from '../../src/modules/sandbox-provider/service.ts';
import type { TestApp } from '../helpers/test-app.ts';

export const P = SANDBOX_PROVIDER_BASE_PATH;

/** A platform → provider call through inject, signed like the platform signs it (at the app's clock unless told). */
export async function callProvider(t: TestApp, path: string, body: unknown, { at, signature }: { at?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(body);
  const secret = await providerSecret(t.database);
  const header = signature === undefined ? signProviderBody(secret, payload, at ?? t.clock.now) : signature;
  return t.app.inject({
    method: 'POST',
    url: `${P}${path}`,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { [PROVIDER_SIGNATURE_HEADER]: header }) },
    payload,
  });
}

export const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;

export async function transferOk(t: TestApp, playerId: string, direction: 'in' | 'out', amount: number) {
  const res = await callProvider(t, '/wallet/transfer', { orderId: newId('ord_'), playerId, direction, amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { balance: number };
}

export async function providerBalance(t: TestApp, playerId: string): Promise<number> {
  const res = await callProvider(t, '/wallet/balance', { playerId });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { balance: number }).balance;
}

/** A game page's call to the provider, with its game session. */
export function gameCall(t: TestApp, path: string, sessionToken: string | null, body?: unknown) {
  return t.app.inject({
    method: body === undefined && path.endsWith('/state') ? 'GET' : 'POST',
    url: `${P}/game${path}`,
    headers: { ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

type Launch = { playerId: string; nickname: string; gameId: string; used: boolean };

/**
 * A stand-in for the platform's provider callbacks (authenticate, may-bet, bets) on a port of its own,
 * checking the provider's signatures with the same function, recording what it was sent.
 */
export type StubPlatform = {
  url: string;
  /** Set once the app (and so the shared secret) exists. */
  secret: string;
  now: () => number;
  launches: Map<string, Launch>;
  mayBet: (body: { playerId: string; gameId: string; stake: number }) => { allowed: boolean; reason?: string };
  mayBetAsks: { playerId: string; gameId: string; stake: number }[];
  /** How many asks each may-bet call carried, in order. */
  mayBetCalls: number[];
  /** Status the bets endpoint answers with (200 stores them). */
  betsStatus: number;
  /** Every push received, in order (duplicates included). */
  pushes: ProviderBetRecord[][];
  badSignatures: number;
  close(): Promise<void>;
};

export async function startStubPlatform(): Promise<StubPlatform> {
  const app: FastifyInstance = Fastify();
  const stub: StubPlatform = {
    url: '',
    secret: '',
    now: Date.now,
    launches: new Map(),
    mayBet: () => ({ allowed: true }),
    mayBetAsks: [],
    mayBetCalls: [],
    betsStatus: 200,
    pushes: [],
    badSignatures: 0,
    close: () => app.close(),
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { raw_: string }).raw_ = body as string;
    done(null, JSON.parse(body as string));
  });
  app.addHook('preHandler', async (request, reply) => {
    const raw = (request as unknown as { raw_: string }).raw_;
    if (!verifyProviderSignature(stub.secret, raw, request.headers[PROVIDER_SIGNATURE_HEADER], stub.now()).ok) {
      stub.badSignatures += 1;
      return reply.status(401).send({ statusCode: 401, message: 'bad signature', error: 'Unauthorized' });
    }
  });
  app.post(`${PROVIDER_CALLBACK_BASE_PATH}/authenticate`, async (request, reply) => {
    const { launchToken } = request.body as { launchToken: string };
    const launch = stub.launches.get(launchToken);
    if (!launch || launch.used) return reply.status(401).send({ statusCode: 401, message: 'unknown launch token', error: 'Unauthorized' });
    launch.used = true;
    return { playerId: launch.playerId, nickname: launch.nickname, gameId: launch.gameId };
  });
  app.post(`${PROVIDER_CALLBACK_BASE_PATH}/may-bet`, async (request) => {
    const { asks } = request.body as { asks: { playerId: string; gameId: string; stake: number }[] };
    stub.mayBetCalls.push(asks.length);
    stub.mayBetAsks.push(...asks);
    return { verdicts: asks.map((ask) => stub.mayBet(ask)) };
  });
  app.post(`${PROVIDER_CALLBACK_BASE_PATH}/bets`, async (request, reply) => {
    if (stub.betsStatus !== 200) return reply.status(stub.betsStatus).send({ statusCode: stub.betsStatus, message: 'down', error: 'Error' });
    const { records } = request.body as { records: ProviderBetRecord[] };
    const seen = new Set(stub.pushes.flat().map((r) => r.roundId));
    stub.pushes.push(records);
    const duplicates = records.filter((r) => seen.has(r.roundId)).length;
    return { stored: records.length - duplicates, duplicates };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('stub platform is not listening');
  stub.url = `http://127.0.0.1:${address.port}`;
  return stub;
}

/** Waits (polling) until `check` holds. */
export async function eventually<T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
