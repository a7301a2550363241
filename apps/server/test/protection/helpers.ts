import { createHash } from 'node:crypto';
import { API_BASE_PATH, signRequest, type RouteName } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { sql } from 'kysely';
import { afterEach, beforeAll } from 'vitest';
import { call, encodeLogin, newMemberFields, solveProofOfWork } from '../helpers/api-client.ts';
import { useTestApp, type Backend, type TestApp } from '../helpers/test-app.ts';
import { newKey, type TestMember } from '../ledger/helpers.ts';

/** A member with both tokens, and what they log in with. */
export type Session = TestMember & { refreshToken: string; username: string; password: string };

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const DRAG_PATH_DIGEST = createHash('sha256').update('[[0,0,0],[120,0,600]]').digest('hex');

/**
 * The suite's test app (useTestApp), its clock put back where it started after each test: the tests
 * move it hours and days on.
 */
export function useProtectionApp(backend: Backend, env: Record<string, string> = {}): TestApp {
  const t = useTestApp(backend, env);
  let start: number;
  beforeAll(() => {
    start = t.clock.now;
  });
  afterEach(() => {
    t.clock.now = start;
  });
  return t;
}

let sequence = 0;
/**
 * Signing times on the app's clock (once a test moves the clock a day on, a request signed with the
 * wall clock is stale), each a little later than the last so no signature repeats (one seen twice is
 * refused), also when a test puts the clock back. The offset stays far inside the signature window.
 */
function clockTimestamp(t: TestApp): number {
  sequence += 1;
  return t.clock.now + sequence;
}

/** A signed call made at the app's present. */
export function callAt(t: TestApp, name: RouteName, body?: unknown, token?: string) {
  return call(t.app, name, body, { timestamp: clockTimestamp(t), ...(token === undefined ? {} : { token }) });
}

async function postTestRoute(t: TestApp, path: string, body: unknown) {
  const url = `${API_BASE_PATH}${path}`;
  const payload = JSON.stringify(body);
  const signed = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: url, timestamp: clockTimestamp(t), body: payload });
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...signed }, payload });
}

/** The slider captcha through the real endpoints (answer from the test-only route), signed on the app's clock. */
async function captchaPass(t: TestApp): Promise<string> {
  const init = (await callAt(t, 'captchaInit')).json();
  await callAt(t, 'captchaProofOfWork', { challenge: init.pow.challenge, nonce: solveProofOfWork(init.pow.challenge, init.pow.difficulty) });
  const answer = (await postTestRoute(t, '/__test/captcha/answer', { token: init.token })).json();
  const verified = await callAt(t, 'captchaVerify', { token: init.token, x: answer.x, y: answer.y, z: DRAG_PATH_DIGEST, t: 900 });
  if (verified.statusCode !== 200) throw new Error(`captcha refused: ${verified.body}`);
  return verified.json().pass;
}

export async function registerSession(t: TestApp): Promise<Session> {
  const fields = newMemberFields();
  const res = await callAt(t, 'register', { ...fields, Captcha: await captchaPass(t) });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const body = res.json();
  return { memberId: body.user.userId, token: body.access_token, refreshToken: body.refresh_token, username: fields.UserName, password: fields.Password };
}

export async function login(t: TestApp, s: Pick<Session, 'username' | 'password'>) {
  const data = encodeLogin({
    UserName: s.username,
    Password: s.password,
    AgentName: '',
    App: DEFAULT_BRAND.appId,
    Captcha: await captchaPass(t),
    time: t.clock.now,
    uuid: 'device-0001',
    userX: 131,
  });
  return callAt(t, 'login', { data });
}

/** Moves the app's clock and renews the member's tokens, as the client does when its access token has run out. */
export async function advance(t: TestApp, s: Session, ms: number): Promise<void> {
  t.clock.now += ms;
  const res = await callAt(t, 'refreshToken', { refresh_token: s.refreshToken });
  if (res.statusCode !== 200) throw new Error(`refresh failed: ${res.body}`);
  s.token = res.json().access_token;
  s.refreshToken = res.json().refresh_token;
}

export function deposit(t: TestApp, s: Session, amount: number) {
  return callAt(t, 'depositCreate', { idempotencyKey: newKey(), channel: 'BANK_TRANSFER', amount }, s.token);
}

type LimitView = { period: string; amount: number | null; used: number; pending: { amount: number | null; effectiveAt: string } | null };

export async function settings(t: TestApp, s: Session) {
  const res = await callAt(t, 'protectionSettings', undefined, s.token);
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.body}`);
  return res.json() as {
    depositLimits: LimitView[];
    realityCheckMinutes: number;
    lossLimits: LimitView[];
    sessionLimitMinutes: number;
    sessionLimitPending: { minutes: number; effectiveAt: string } | null;
    exclusion: { kind: string; until: string } | null;
  };
}

export async function limitOf(t: TestApp, s: Session, period: 'DAY' | 'WEEK' | 'MONTH') {
  return (await settings(t, s)).depositLimits.find((l) => l.period === period)!;
}

export function setLimit(t: TestApp, s: Session, period: string, amount: number | null) {
  return callAt(t, 'setDepositLimit', { period, amount }, s.token);
}

export async function depositRequestCount(t: TestApp, s: TestMember): Promise<number> {
  const r = await sql<{ n: string | number }>`select count(*) as n from payment_requests where member_id = ${s.memberId} and type = 'DEPOSIT'`.execute(t.db);
  return Number(r.rows[0]!.n);
}

let round = 0;
/**
 * A bet record as the games module stores it once a provider has reported a round (test fixture only:
 * the protection module itself reads bet records through the games module's totals).
 */
export async function insertRound(t: TestApp, s: TestMember, { stake, win = 0, at = t.clock.now }: { stake: number; win?: number; at?: number }) {
  round += 1;
  await t.db
    .insertInto('game_rounds')
    .values({
      provider_code: 'JILI',
      round_id: `TEST-${s.memberId}-${round}`,
      provider_seq: round,
      member_id: s.memberId,
      game_id: 'kho-bau-rong',
      category_id: 'slots',
      stake,
      win,
      balance_before: 10_000_000,
      balance_after: 10_000_000 - stake + win,
      played_at: new Date(at),
      detail: '{}',
      fairness: '{}',
    })
    .execute();
}

/** The play gate as the app wires it (launches, transfers into games, the provider's may-bet), asked now. */
export function playGate(t: TestApp, s: TestMember, stake?: number): Promise<string | null> {
  return t.app.play.deps.playGate(s.memberId, stake);
}
