import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, api, signRequest, type RouteName } from '@app/contract';
import { DEFAULT_BRAND, type Brand } from '@app/domain';

export type CallOptions = {
  token?: string;
  brand?: Brand;
  timestamp?: number;
  /** Overrides the serialised body (to send bad JSON or a body that differs from what was signed). */
  rawBody?: string;
  headers?: Record<string, string>;
  sign?: boolean;
  /** The caller's address (a visitor is told apart by it). */
  remoteAddress?: string;
};

let lastTimestamp = 0;
/** Strictly increasing, so two calls never share a signature by accident. */
function nextTimestamp(base: number) {
  lastTimestamp = Math.max(base, lastTimestamp + 1);
  return lastTimestamp;
}

/** A signed call through app.inject, as the web client makes it. */
export async function call(app: FastifyInstance, name: RouteName, body?: unknown, options: CallOptions = {}) {
  const route = api[name];
  const path = `${API_BASE_PATH}${route.path}`;
  const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const brand = options.brand ?? DEFAULT_BRAND;
  const timestamp = options.timestamp ?? nextTimestamp(Date.now());
  const signed = options.sign === false ? {} : signRequest(brand.appKey, { method: route.method, path, timestamp, body: payload });
  return app.inject({
    method: route.method,
    url: path,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${options.token ?? ''}`,
      ...signed,
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload }),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

/** Solves the captcha's proof of work the way the client's worker does. */
export function solveProofOfWork(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(challenge + String(nonce)).digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(nonce);
  }
}

const DRAG_PATH_DIGEST = createHash('sha256').update('[[0,0,0],[120,0,600]]').digest('hex');

/** Passes the slider captcha through the real endpoints, reading the answer from the test-only route. */
export async function obtainCaptchaPass(app: FastifyInstance): Promise<string> {
  const init = (await call(app, 'captchaInit')).json();
  const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
  const pow = await call(app, 'captchaProofOfWork', { challenge: init.pow.challenge, nonce });
  if (pow.statusCode !== 200) throw new Error(`proof of work refused: ${pow.body}`);
  const answer = (await postTest(app, '/__test/captcha/answer', { token: init.token })).json();
  const verified = await call(app, 'captchaVerify', { token: init.token, x: answer.x, y: answer.y, z: DRAG_PATH_DIGEST, t: 900 });
  if (verified.statusCode !== 200) throw new Error(`captcha refused: ${verified.body}`);
  return verified.json().pass;
}

export async function postTest(app: FastifyInstance, path: string, body: unknown) {
  const full = `${API_BASE_PATH}${path}`;
  const payload = JSON.stringify(body);
  const signed = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: full, timestamp: nextTimestamp(Date.now()), body: payload });
  return app.inject({ method: 'POST', url: full, headers: { 'content-type': 'application/json', ...signed }, payload });
}

export function encodeLogin(fields: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64');
}

/**
 * The member client's login: the fields base64-encoded in `data`, with a new captcha pass. `fields`
 * adds to or replaces the client's own (another App, time or device).
 */
export async function loginMember(app: FastifyInstance, member: { username: string; password: string }, fields: Record<string, unknown> = {}) {
  const data = encodeLogin({
    UserName: member.username,
    Password: member.password,
    AgentName: '',
    App: DEFAULT_BRAND.appId,
    Captcha: await obtainCaptchaPass(app),
    time: Date.now(),
    uuid: 'device-0001',
    userX: 131,
    ...fields,
  });
  return call(app, 'login', { data });
}

const used = new Set<string>();
/**
 * A valid, unique registration body (the captcha pass still has to be obtained). The suffix has a
 * fixed length, so no test username is a prefix of another (operator search matches by prefix).
 */
export function newMemberFields(brand: Brand = DEFAULT_BRAND) {
  let suffix: string;
  do suffix = String(randomInt(0, 10_000_000)).padStart(7, '0');
  while (used.has(suffix));
  used.add(suffix);
  return {
    AgentName: '',
    UserName: `u${suffix}`,
    NickName: `Người chơi ${suffix}`,
    Password: 'matkhau123',
    PhoneNumber: Number(`9${suffix}${randomInt(0, 10)}`),
    AppName: brand.appId,
  };
}
