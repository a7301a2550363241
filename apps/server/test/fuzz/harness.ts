/**
 * The contract fuzzer's engine (issue 7), shared by `contract-fuzz.test.ts` (a modest count, in
 * `npm test`) and `bench/fuzz.ts` (a large one). Every route of `api` and `operatorApi` is a target:
 * samples from arbitraries.ts go out signed like the web client's (member API) or as the console
 * sends them (operator API), with a valid member or operator token where the route needs one. Bank
 * cards and withdrawals travel sealed, so their content is fuzzed sealed with the server's real key;
 * the login's base64 `data` is fuzzed as its decoded fields too.
 *
 * For every answer: never 5xx; a 2xx only for a body the contract accepts, and in the contract's
 * response shape; every 4xx in D3's shape `{ statusCode, message, error }` — on 400 an array of
 * non-empty Vietnamese sentences, otherwise one Vietnamese sentence — and a body the contract refuses
 * is refused with 400 (413 when over the size limit); and no refusal writes anything: no row of any
 * public table is inserted, updated or deleted (a trigger journals every row written: WriteGuard).
 */
import { createCipheriv, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  EXCLUSION_OPTIONS,
  LoginFields,
  BankCardFields,
  WithdrawalFields,
  api,
  operatorApi,
  type OperatorRouteName,
  type RouteName,
} from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { call, obtainCaptchaPass, postTest, solveProofOfWork } from '../helpers/api-client.ts';
import { createTestApp, type Backend, type TestApp } from '../helpers/test-app.ts';
import { VIETNAMESE } from '../ledger/helpers.ts';
import { createOperator, loginOperator, operatorCall, registerMember, type RegisteredMember, type TestOperator } from '../operator/helpers.ts';
import { VALID_CARD, bindCard, createDeposit, fund, requestWithdrawal } from '../payments/helpers.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { acceptable, applyTaint, holdsUnstorableText, isValidSample, preview, samples, unstorableExamples, type Sample, type Scope } from './arbitraries.ts';

// ------------------------------------------------------------------------------------------- the app

/**
 * Limits a fuzzer would hit in seconds raised out of the way (a 429 is still accepted as a refusal),
 * tokens that outlive a long bench run, and a cheaper password hash (a test-only switch).
 */
export const FUZZ_ENV: Record<string, string> = {
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
  ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE: '1000000',
  CAPTCHAS_PER_ADDRESS_PER_MINUTE: '1000000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  DEPOSIT_SWEEP_INTERVAL_SECONDS: '0',
  PASSWORD_HASH_TEST_MEMORY_KIB: '1024',
};

export type MainMember = RegisteredMember & { cardId: number };

export type FuzzContext = {
  t: TestApp;
  /** Funded, with a bank card, an open deposit and a withdrawal under review: the member routes act as them. */
  member: MainMember;
  /** Another member, whom the operator routes may lock (the main member keeps its session). */
  other: RegisteredMember;
  operator: TestOperator;
  operatorToken: string;
  envelope: { keyId: string; publicKey: string };
  /** Deposits and withdrawals that exist, for the routes that take a payment id. */
  paymentIds: number[];
  guard: WriteGuard;
};

async function newMainMember(t: TestApp, paymentIds: number[]): Promise<MainMember> {
  const m = await registerMember(t);
  await fund(t, m, 50_000_000);
  const card = await bindCard(t, m, VALID_CARD);
  if (card.statusCode !== 200) throw new Error(`bank card refused: ${card.body}`);
  const cardId = card.json().id as number;
  const deposit = await createDeposit(t, m, { channel: 'BANK_TRANSFER', amount: 100_000 });
  if (deposit.statusCode !== 200) throw new Error(`deposit refused: ${deposit.body}`);
  const withdrawal = await requestWithdrawal(t, m, { cardId, amount: 200_000 });
  if (withdrawal.statusCode !== 200) throw new Error(`withdrawal refused: ${withdrawal.body}`);
  paymentIds.push(deposit.json().id, withdrawal.json().withdrawal.id);
  return { ...m, cardId };
}

export async function createFuzzContext(backend: Backend): Promise<FuzzContext> {
  const t = await createTestApp(backend, FUZZ_ENV);
  try {
    const paymentIds: number[] = [];
    const member = await newMainMember(t, paymentIds);
    const other = await registerMember(t);
    const operator = await createOperator(t, 'admin');
    const operatorToken = await loginOperator(t, operator);
    const key = await call(t.app, 'envelopeKey', undefined, { token: member.token });
    if (key.statusCode !== 200) throw new Error(`envelope key refused: ${key.body}`);
    return { t, member, other, operator, operatorToken, envelope: key.json(), paymentIds, guard: new WriteGuard(t) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** A session the fuzz ended (a self-exclusion, an operator logout) is replaced before the next route. */
async function ensureSessions(ctx: FuzzContext): Promise<void> {
  const info = await call(ctx.t.app, 'loggedInInfo', undefined, { token: ctx.member.token });
  if (info.statusCode !== 200) ctx.member = await newMainMember(ctx.t, ctx.paymentIds);
  const me = await operatorCall(ctx.t.app, 'me', undefined, { token: ctx.operatorToken });
  if (me.statusCode !== 200) ctx.operatorToken = await loginOperator(ctx.t, ctx.operator);
  ctx.guard.changed();
}

// ------------------------------------------------------------------------------------ the write guard

/** Public tables whose rows may change on a refusal by design, per route. */
export const LOGIN_FAILED = 'operator_audit_log (operator.login_failed)';
/** An operator's own password change refused for a wrong current password or code: audited like a failed login. */
export const PASSWORD_CHANGE_FAILED = 'operator_audit_log (operator.password_change_failed)';

/**
 * Written by the sandbox provider's own jobs as time passes, whatever is asked of the server: the
 * lottery's draws (each game's next draw committed every second) and the live tables' series and rounds.
 */
const CLOCK_DRIVEN_TABLES = new Set(['sandbox_lottery_draws', 'sandbox_table_series', 'sandbox_table_rounds']);

/** The journal of writes the guard reads: one row per row written, named after its table. */
const JOURNAL = 'fuzz_write_journal';

/**
 * Every row any statement inserts, updates or deletes in a public table is journalled by a trigger
 * (the clock-driven tables aside), in the writing transaction: a write rolled back leaves no entry,
 * one committed always does. An audit-log row is named with its action, since failed operator logins
 * (LOGIN_FAILED) and password changes are audited by design; every other row by its table.
 *
 * The guard reads the journal past the last entry seen, one small query. (It used to digest every
 * table's rows before and after, with an MD5 of their text: about 1,800 snapshots on each backend,
 * 9 ms each on PGlite and 7 on PostgreSQL, 29 of the suite's 64 seconds.) It is also stricter: a
 * refusal that writes a row and puts it back, or rewrites one with the same values, is caught too.
 */
async function installJournal(t: TestApp): Promise<void> {
  const tables = (
    await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by tablename`.execute(t.db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !CLOCK_DRIVEN_TABLES.has(name) && name !== JOURNAL);
  const statements = [
    `create table if not exists ${JOURNAL} (id bigserial primary key, name text not null)`,
    `create or replace function fuzz_journal_row() returns trigger language plpgsql as $$
       begin insert into ${JOURNAL} (name) values (tg_table_name); return null; end $$`,
    `create or replace function fuzz_journal_audit_row() returns trigger language plpgsql as $$
       begin
         insert into ${JOURNAL} (name)
           values (tg_table_name || ' (' || case when tg_op = 'DELETE' then old.action else new.action end || ')');
         return null;
       end $$`,
    ...tables.map(
      (name) =>
        `create or replace trigger fuzz_journal after insert or update or delete on "${name}" for each row execute function ${
          name === 'operator_audit_log' ? 'fuzz_journal_audit_row' : 'fuzz_journal_row'
        }()`,
    ),
  ];
  for (const statement of statements) await sql.raw(statement).execute(t.db);
}

/**
 * Checks that refusals write nothing: before a request that may write (and after every success or
 * fixture, which may), the journal's last entry is noted; after refusals, the journal past it must
 * hold nothing but the writes the route's refusals make by design.
 */
export class WriteGuard {
  private installed: Promise<void> | undefined;
  private baseline: number | undefined;
  private pending: string[] = [];
  private allowed = new Set<string>();

  constructor(
    private readonly t: TestApp,
    /** Refused requests checked together: one look at the journal after N refusals. */
    private readonly batch = 8,
  ) {}

  /** The journal's last entry (0 while empty); the journal is installed on first use. */
  private async lastEntry(): Promise<number> {
    await (this.installed ??= installJournal(this.t));
    const result = await sql<{ last: string }>`select coalesce(max(id), 0)::text as last from ${sql.table(JOURNAL)}`.execute(this.t.db);
    return Number(result.rows[0]!.last);
  }

  /** Before a request: a baseline exists, and nothing unchecked precedes one that may write. */
  async before(mayWrite: boolean): Promise<void> {
    if (mayWrite && this.pending.length > 0) await this.flush();
    this.baseline ??= await this.lastEntry();
  }

  /** After a 2xx (or a fixture's own writes): the next request starts from a fresh baseline. */
  changed(): void {
    this.baseline = undefined;
    this.pending = [];
    this.allowed.clear();
  }

  /** After a refusal: checked at once when the request may have written, otherwise with its batch. */
  async refused(description: string, mayWrite: boolean, allowed: readonly string[] = []): Promise<void> {
    this.pending.push(description);
    for (const a of allowed) this.allowed.add(a);
    if (mayWrite || this.pending.length >= this.batch) await this.flush();
  }

  /** Reads the journal past the baseline; throws naming what was written and the refused requests since. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const since = this.baseline ?? (await this.lastEntry());
    const written = (
      await sql<{ name: string; rows: number; last: string }>`
        select name, count(*)::int as rows, max(id)::text as last from ${sql.table(JOURNAL)} where id > ${since} group by name order by name`.execute(this.t.db)
    ).rows;
    const requests = this.pending;
    this.baseline = written.reduce((last, w) => Math.max(last, Number(w.last)), since);
    this.pending = [];
    const unexpected = written.filter((w) => !this.allowed.has(w.name));
    this.allowed.clear();
    if (unexpected.length > 0) {
      const what = unexpected.map((w) => `${w.name} (${w.rows} ${w.rows === 1 ? 'row' : 'rows'} written)`).join(', ');
      throw new Error(`a refusal wrote to ${what}; refused requests since the last check:\n  ${requests.join('\n  ')}`);
    }
  }
}

// ------------------------------------------------------------------------------------------ sealing

const b64url = (b: Buffer) => b.toString('base64url');

/**
 * The encrypt-and-send envelope (contract envelope.ts) around any text, written with node:crypto: the
 * contract's sealEnvelope serialises a value, and the fuzzer also seals text that is not JSON at all.
 */
export function sealText(text: string, serverPublicKey: string, appKey: string): string {
  const server = createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: b64url(Buffer.from(serverPublicKey, 'base64')) }, format: 'jwk' });
  const ephemeral = generateKeyPairSync('x25519');
  const ephemeralPublic = Buffer.from(ephemeral.publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: server });
  const gcm = (key: ArrayBuffer, plain: Buffer) => {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), nonce);
    return Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const inner = Buffer.concat([
    ephemeralPublic,
    gcm(hkdfSync('sha256', shared, ephemeralPublic, 'encrypt-and-send/x25519/v1', 32), Buffer.from(text, 'utf8')),
  ]);
  const outer = gcm(hkdfSync('sha256', Buffer.from(appKey, 'utf8'), Buffer.alloc(0), 'encrypt-and-send/app-key/v1', 32), inner);
  return `v1.${outer.toString('base64')}`;
}

// ----------------------------------------------------------------------------------------- targets

/** Replaces generated values with live ones (a real captcha pass, the member's card) for a valid sample. */
type Live = (value: Record<string, unknown>, variant: number, ctx: FuzzContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

export type Target = {
  /** 'member login', 'operator paymentApprove'. */
  name: string;
  scope: Scope;
  route: string;
  auth: boolean;
  /** The schema the route validates its body with (null: no body). */
  body: z.ZodType | null;
  response: z.ZodType;
  /** Content inside the body that the route opens and validates itself: sealed JSON, or the login's base64 data. */
  inner?: { schema: z.ZodType; wrap: 'sealed' | 'login' };
  live?: Live;
  /** Samples of the innermost layer sent first on every run, besides NUL and a lone surrogate in each string field. */
  examples?: Sample[];
  /** What a refusal of this route writes by design, named as the write journal names it (LOGIN_FAILED). */
  refusalWrites?: readonly string[];
  onSuccess?: (json: unknown, ctx: FuzzContext) => Promise<void> | void;
};

const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(Math.trunc(n)) % list.length]!;
const idOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A live puzzle (its proof of work solved, and sent when `solvePow`) and its answer, for the captcha routes' live values. */
async function livePuzzle(ctx: FuzzContext, solvePow: boolean) {
  const init = (await call(ctx.t.app, 'captchaInit')).json() as { token: string; pow: { challenge: string; difficulty: number } };
  const nonce = solveProofOfWork(init.pow.challenge, init.pow.difficulty);
  if (solvePow) await call(ctx.t.app, 'captchaProofOfWork', { challenge: init.pow.challenge, nonce });
  const answer = (await postTest(ctx.t.app, '/__test/captcha/answer', { token: init.token })).json() as { x: number; y: number };
  return { token: init.token, challenge: init.pow.challenge, nonce, answer };
}

/** Times a history cursor may carry that are well-formed but odd: year 0, 30 February, a leap second, the far future. */
const CURSOR_TIMES = [
  new Date().toISOString().replace('Z', '000Z'),
  '0000-01-01T00:00:00.000000Z',
  '2024-02-30T00:00:00.000000Z',
  '2023-02-29T12:00:00.000000Z',
  '9999-12-31T23:59:59.999999Z',
  '1970-01-01T00:00:00.000000Z',
  '2024-12-31T23:59:60.000000Z',
  '2024-06-31T00:00:00.000000Z',
];

const MEMBER_EXTRAS: Partial<Record<RouteName, Partial<Target>>> = {
  login: {
    inner: { schema: LoginFields, wrap: 'login' },
    live: async (v, variant, ctx) => ({
      ...v,
      App: DEFAULT_BRAND.appId,
      ...(variant >= 2 ? { Captcha: await obtainCaptchaPass(ctx.t.app) } : {}),
      ...(variant >= 3 ? { UserName: ctx.member.username, Password: ctx.member.password } : {}),
    }),
    // A refused attempt for a known member is kept in the member's login history by design.
    refusalWrites: ['member_logins'],
  },
  register: {
    live: async (v, variant, ctx) => ({ ...v, AppName: DEFAULT_BRAND.appId, ...(variant >= 2 ? { Captcha: await obtainCaptchaPass(ctx.t.app) } : {}) }),
  },
  verifyAccountExists: { live: (v, variant, ctx) => ({ ...v, UserName: ctx.member.username, ...(variant >= 2 ? { PhoneNumber: ctx.member.phone } : {}) }) },
  backupUrl: { live: (v) => ({ ...v, App: DEFAULT_BRAND.appId }) },
  captchaProofOfWork: {
    live: async (v, variant, ctx) => {
      const p = await livePuzzle(ctx, false);
      return { ...v, challenge: p.challenge, ...(variant >= 2 ? { nonce: p.nonce } : {}) };
    },
  },
  captchaVerify: {
    live: async (v, variant, ctx) => {
      const p = await livePuzzle(ctx, true);
      return { ...v, token: p.token, ...(variant >= 2 ? { x: p.answer.x, y: p.answer.y, t: 900 } : {}) };
    },
  },
  walletTransfer: {
    live: (v, variant) => ({ ...v, from: 'Member', ...(variant >= 2 ? { amount: 1000 + (idOf(v.amount) % 1_000_000) } : {}) }),
  },
  depositCreate: {
    live: (v) => {
      const { bankCode: _drop, ...rest } = v;
      return { ...rest, amount: 100_000, ...(v.channel === 'ONLINE_BANKING' ? { bankCode: VALID_CARD.bankCode } : {}) };
    },
    onSuccess: (json, ctx) => void ctx.paymentIds.push((json as { id: number }).id),
  },
  depositDetail: { live: (v, _variant, ctx) => ({ ...v, id: pick(ctx.paymentIds, idOf(v.id)) }) },
  bankCardBind: { inner: { schema: BankCardFields, wrap: 'sealed' }, live: (v) => ({ ...v, bankCode: VALID_CARD.bankCode }) },
  withdrawalCreate: {
    inner: { schema: WithdrawalFields, wrap: 'sealed' },
    live: (v, variant, ctx) => ({ ...v, cardId: ctx.member.cardId, ...(variant >= 2 ? { amount: 100_000 } : {}) }),
    onSuccess: (json, ctx) => void ctx.paymentIds.push((json as { withdrawal: { id: number } }).withdrawal.id),
  },
  transactionHistory: {
    // Random dates rarely exist and random cursors never decode: drop them, use real dates, or a cursor of edge values.
    live: (v, variant) => {
      const { cursor: _c, fromDate: _f, toDate: _t, ...rest } = v;
      if (variant === 1) return rest;
      if (variant === 2) return { ...rest, fromDate: '2020-01-01', toDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) };
      const time = pick(CURSOR_TIMES, idOf(v.limit) + String(v.cursor ?? '').length);
      const id = pick(['D1', 'W999999999999999999', 'T42'], idOf(v.status));
      return { ...rest, cursor: Buffer.from(`${time}|${id}`, 'utf8').toString('base64url') };
    },
    // Every odd cursor time, every run: `limit` picks the time (limit % CURSOR_TIMES.length).
    examples: CURSOR_TIMES.map((_, i): Sample => ({ kind: 'valid', value: { limit: i + 1 }, live: 3 })),
  },
  exclude: {
    live: (v, variant, ctx) => {
      const option = pick(EXCLUSION_OPTIONS, idOf(v.days));
      return { ...v, kind: option.kind, days: option.days, ...(variant >= 2 ? { password: ctx.member.password } : {}) };
    },
    // The exclusion ended the main member's sessions: the next runs act as a new one.
    onSuccess: async (_json, ctx) => {
      ctx.member = await newMainMember(ctx.t, ctx.paymentIds);
    },
  },
};

const paymentStep: Partial<Target> = { live: (v, _variant, ctx) => ({ ...v, id: pick(ctx.paymentIds, idOf(v.id)) }) };

const OPERATOR_EXTRAS: Partial<Record<OperatorRouteName, Partial<Target>>> = {
  login: {
    live: (v, variant, ctx) => ({ ...v, username: ctx.operator.username, ...(variant >= 2 ? { password: ctx.operator.password } : {}) }),
    refusalWrites: [LOGIN_FAILED],
  },
  logout: {
    onSuccess: async (_json, ctx) => {
      ctx.operatorToken = await loginOperator(ctx.t, ctx.operator);
    },
  },
  passwordChange: {
    // The real current password from the second variant on, so the change itself is fuzzed too.
    live: (v, variant, ctx) => ({ ...v, ...(variant >= 2 ? { currentPassword: ctx.operator.password } : {}) }),
    refusalWrites: [PASSWORD_CHANGE_FAILED],
    // Every other sign-in ended: the runs after it use the answer's, and the operator's password is put
    // back (the hash only, so that sign-in lasts) for the next live sample and the login route's.
    onSuccess: async (json, ctx) => {
      ctx.operatorToken = (json as { access_token: string }).access_token;
      const passwordHash = await hashPassword(ctx.operator.password);
      await ctx.t.db.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', ctx.operator.id).execute();
    },
  },
  memberDetail: { live: (v, variant, ctx) => ({ ...v, memberId: variant % 2 ? ctx.member.memberId : ctx.other.memberId }) },
  memberNotes: { live: (v, _variant, ctx) => ({ ...v, memberId: ctx.member.memberId }) },
  memberNoteAdd: { live: (v, _variant, ctx) => ({ ...v, memberId: ctx.other.memberId }) },
  memberLogins: { live: (v, _variant, ctx) => ({ ...v, memberId: ctx.member.memberId }) },
  memberProtection: { live: (v, _variant, ctx) => ({ ...v, memberId: ctx.member.memberId }) },
  memberLedger: {
    live: (v, variant, ctx) => ({ ...v, memberId: variant % 2 ? ctx.member.memberId : ctx.other.memberId, ...(variant >= 2 ? { walletKey: 'Member' } : {}) }),
  },
  memberSetStatus: {
    live: (v, _variant, ctx) => ({ ...v, memberId: ctx.other.memberId }),
    // Both statuses with NUL in the reason: whichever is a change gets as far as the audit row.
    examples: (['locked', 'active', 'locked'] as const).map(
      (status): Sample => ({ kind: 'valid', value: { memberId: '', status, reason: 'Vi phạm' }, live: 1, taint: { key: 'reason', text: '\u0000', where: 'suffix' } }),
    ),
  },
  paymentApprove: paymentStep,
  paymentMarkPaid: paymentStep,
  paymentMarkFailed: paymentStep,
  paymentReject: paymentStep,
};

/** Every route of both route tables, with what it needs to be fuzzed in depth. */
export function fuzzTargets(): Target[] {
  const member = (Object.keys(api) as RouteName[]).map(
    (route): Target => ({ name: `member ${route}`, scope: 'member', route, auth: api[route].auth, body: api[route].body, response: api[route].response, ...MEMBER_EXTRAS[route] }),
  );
  const operator = (Object.keys(operatorApi) as OperatorRouteName[]).map(
    (route): Target => ({
      name: `operator ${route}`,
      scope: 'operator',
      route,
      auth: operatorApi[route].auth,
      body: operatorApi[route].body,
      response: operatorApi[route].response,
      ...OPERATOR_EXTRAS[route],
    }),
  );
  return [...member, ...operator];
}

// -------------------------------------------------------------------------------------------- a run

type Plan = { layer: 'body' | 'inner'; sample: Sample };
type Prepared = { kind: string; text: string | undefined; acceptable: boolean; shown: string };

/** Sent first on every run: NUL and a lone surrogate in each string field of a valid, live body. */
export function examplesOf(target: Target): Plan[] {
  const layer = target.inner ? 'inner' : 'body';
  const schema = target.inner?.schema ?? target.body;
  return [...(schema ? unstorableExamples(schema) : []), ...(target.examples ?? [])].map((sample) => ({ layer, sample }));
}

export function plansOf(target: Target): fc.Arbitrary<Plan> {
  const outer = samples(target.body).map((sample): Plan => ({ layer: 'body', sample }));
  if (!target.inner) return outer;
  const inner = samples(target.inner.schema).map((sample): Plan => ({ layer: 'inner', sample }));
  return fc.oneof({ weight: 1, arbitrary: outer }, { weight: 3, arbitrary: inner });
}

const NFC = (_key: string, v: unknown) => (typeof v === 'string' ? v.normalize('NFC') : v);

/** Whether the route, once it opens the inner content the way the server does, may accept it. */
function innerAcceptable(wrap: 'sealed' | 'login', schema: z.ZodType, text: string): boolean {
  try {
    // Sealed: the server decodes strictly (a BOM dropped) and parses; login: Buffer's UTF-8 and the member parser.
    const value = wrap === 'sealed' ? JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'utf8'))) : JSON.parse(text, NFC);
    if (wrap === 'login' && holdsUnstorableText(value)) return false; // the member parser refuses NUL and lone surrogates
    return schema.safeParse(value).success;
  } catch (error) {
    return error instanceof RangeError; // too deep for this stack: the server's may differ, so either answer goes
  }
}

async function prepare(ctx: FuzzContext, target: Target, plan: Plan): Promise<Prepared> {
  const { sample } = plan;
  const innermost = plan.layer === 'inner' || !target.inner;
  let text: string | undefined;
  let kind = sample.kind;
  if (isValidSample(sample)) {
    const value = target.live && innermost && sample.live > 0 ? await target.live(sample.value, sample.live, ctx) : sample.value;
    text = JSON.stringify(sample.taint ? applyTaint(value, sample.taint) : value);
    if (sample.taint) kind = 'valid+tricky-text';
  } else {
    text = sample.text;
  }
  if (plan.layer === 'body' || !target.inner) {
    return { kind, text, acceptable: acceptable(target.body, text, target.scope), shown: preview(text) };
  }
  const { wrap, schema } = target.inner;
  const content = text ?? '';
  const outer =
    wrap === 'sealed'
      ? { keyId: ctx.envelope.keyId, sealed: sealText(content, ctx.envelope.publicKey, DEFAULT_BRAND.appKey) }
      : { data: Buffer.from(content, 'utf8').toString('base64') };
  const outerText = JSON.stringify(outer);
  return {
    kind: `${wrap}:${kind}`,
    text: outerText,
    acceptable: innerAcceptable(wrap, schema, content) && acceptable(target.body, outerText, target.scope),
    shown: `${wrap} content ${preview(content)}`,
  };
}

function send(ctx: FuzzContext, target: Target, text: string | undefined): Promise<LightMyRequestResponse> {
  // The app's clock follows the wall clock, so signatures stay inside their window through a long run.
  ctx.t.clock.now = Math.max(ctx.t.clock.now, Date.now());
  if (target.scope === 'member') {
    return call(ctx.t.app, target.route as RouteName, undefined, { ...(target.auth ? { token: ctx.member.token } : {}), rawBody: text });
  }
  return operatorCall(ctx.t.app, target.route as OperatorRouteName, undefined, { ...(target.auth ? { token: ctx.operatorToken } : {}), rawBody: text });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What is wrong with an answer (empty: nothing). */
export function problemsWith(res: LightMyRequestResponse, target: Target, prepared: Pick<Prepared, 'acceptable'>): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const json = parseJson(res.body);
  if (status >= 500) problems.push(`answered ${status}`);
  else if (status < 200 || (status >= 300 && status < 400)) problems.push(`answered ${status}, neither a success nor a refusal`);
  if (status >= 200 && status < 300) {
    if (!prepared.acceptable) problems.push(`accepted (${status}) a body the contract refuses`);
    if (!target.response.safeParse(json).success) problems.push(`the ${status} answer is not in the contract's response shape`);
  }
  if (status >= 400) {
    const error = json as { statusCode?: unknown; message?: unknown; error?: unknown } | undefined;
    const keys = error && typeof error === 'object' && !Array.isArray(error) ? Object.keys(error).sort().join(',') : String(error);
    if (keys !== 'error,message,statusCode') problems.push(`the ${status} body is not { statusCode, message, error } (keys: ${keys})`);
    else {
      if (error!.statusCode !== status) problems.push(`statusCode ${String(error!.statusCode)} in a ${status} answer`);
      if (typeof error!.error !== 'string' || error!.error.length === 0) problems.push(`the ${status} body's error is not a non-empty string`);
      const messages = status === 400 ? error!.message : [error!.message];
      if (status === 400 && (!Array.isArray(messages) || messages.length === 0)) problems.push('the 400 message is not a non-empty array');
      else if (status !== 400 && typeof error!.message !== 'string') problems.push(`the ${status} message is not a string`);
      else {
        for (const m of messages as unknown[]) {
          if (typeof m !== 'string' || m.trim().length === 0) problems.push(`a ${status} message is not a non-empty string: ${JSON.stringify(m)}`);
          else if (!VIETNAMESE.test(m)) problems.push(`a ${status} message is not Vietnamese: ${JSON.stringify(m)}`);
        }
      }
    }
    if (!prepared.acceptable && status !== 400 && status !== 413) problems.push(`a body the contract refuses was answered ${status}, not 400`);
  }
  return problems;
}

export type TargetResult = {
  target: string;
  /** Answers by status code (shrinking runs included). */
  byStatus: Record<number, number>;
  /** Samples by kind and whether the contract accepts them. */
  byKind: Record<string, number>;
  /** fast-check's report (seed, counterexample, error), or a write found by the last batch check. */
  failure?: string;
};

/** Fuzzes one route `numRuns` times; never throws for a finding, it is returned as `failure`. */
export async function fuzzTarget(ctx: FuzzContext, target: Target, options: { numRuns: number; seed?: number }): Promise<TargetResult> {
  const result: TargetResult = { target: target.name, byStatus: {}, byKind: {} };
  await ensureSessions(ctx);
  const property = fc.asyncProperty(plansOf(target), async (plan) => {
    const prepared = await prepare(ctx, target, plan);
    await ctx.guard.before(prepared.acceptable);
    const res = await send(ctx, target, prepared.text);
    const status = res.statusCode;
    result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
    const kindKey = `${prepared.kind}${prepared.acceptable ? '' : ' (refused by contract)'}`;
    result.byKind[kindKey] = (result.byKind[kindKey] ?? 0) + 1;
    const problems = problemsWith(res, target, prepared);
    if (problems.length > 0) {
      throw new Error(`${target.name}: ${problems.join('; ')}\n  sent (${prepared.kind}): ${prepared.shown}\n  answer ${status}: ${res.body.slice(0, 400)}`);
    }
    if (status >= 200 && status < 300) {
      await target.onSuccess?.(res.json(), ctx);
      ctx.guard.changed();
    } else {
      await ctx.guard.refused(`${status} ${prepared.kind}: ${prepared.shown}`, prepared.acceptable, target.refusalWrites);
    }
  });
  const examples = examplesOf(target).map((plan) => [plan] as [Plan]);
  // fast-check counts the examples among numRuns: numRuns random samples come on top of them.
  const details = await fc.check(property, { numRuns: options.numRuns + examples.length, examples, ...(options.seed === undefined ? {} : { seed: options.seed }) });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    result.failure = `${error}\n${fc.defaultReportMessage(details) ?? ''}`;
  }
  try {
    await ctx.guard.flush();
  } catch (error) {
    result.failure = [result.failure, `${target.name}: ${(error as Error).message}`].filter(Boolean).join('\n');
  }
  ctx.guard.changed();
  return result;
}
