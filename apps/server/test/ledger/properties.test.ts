import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_WALLET_KEYS, MAIN_WALLET_KEY, WALLET_KEYS } from '@app/domain';
import { depositFromCashIn, holdForWithdrawal, payOutWithdrawal, releaseWithdrawalHold } from '../../src/modules/ledger/cash.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { INSUFFICIENT, ledgerSnapshot, newKey, registerMember, walletMap, type TestMember } from './helpers.ts';

/**
 * Random sequences of deposits, transfers (some unaffordable), recalls, withdrawal holds with their
 * release or pay-out, retries that reuse a key and keys reused for another payload, by two members,
 * checked step by step against a model and, after each run, against the books themselves.
 */
const who = fc.constantFrom(0, 1);
const wallet = fc.constantFrom(...WALLET_KEYS);
// Game wallets only fill through transfers, so the main account is the source more often.
const source = fc.oneof({ arbitrary: fc.constant(MAIN_WALLET_KEY), weight: 2 }, { arbitrary: wallet, weight: 3 });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const Command = fc.oneof(
  weighted(2, fc.record({ op: fc.constant('deposit' as const), who, amount: fc.integer({ min: 1, max: 2_000_000 }) })),
  weighted(
    6,
    fc.record({
      op: fc.constant('transfer' as const),
      who,
      from: source,
      to: wallet,
      amount: fc.integer({ min: 1_000, max: 800_000 }),
      copies: fc.constantFrom(1, 1, 3),
    }),
  ),
  weighted(1, fc.record({ op: fc.constant('recall' as const), who })),
  weighted(1, fc.record({ op: fc.constant('hold' as const), who, amount: fc.integer({ min: 1, max: 1_000_000 }) })),
  weighted(1, fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), payOut: fc.boolean() })),
  weighted(2, fc.record({ op: fc.constant('retry' as const), pick: fc.nat() })),
  weighted(1, fc.record({ op: fc.constant('reuseKey' as const), pick: fc.nat() })),
);
type Command = typeof Command extends fc.Arbitrary<infer C> ? C : never;

type Wallets = Record<string, number>;
/** A request that was answered 200, kept so a later step can retry it or reuse its key. */
type Done = { who: number; send: () => Promise<{ status: number; body: unknown }>; other: () => Promise<{ status: number }>; body: unknown };
type Hold = { who: number; amount: number; key: string };

describe.each(BACKENDS)('ledger properties on $name', (backend) => {
  let t: TestApp;
  let members: TestMember[];
  // What the books must show, kept by the test across runs (fast-check's shrinking included).
  const expected = { received: 0, paidOut: 0 };
  const holds: Hold[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    members = [await registerMember(t), await registerMember(t)];
  });
  afterAll(async () => {
    await t.close();
  });

  const api = async (m: TestMember, route: 'walletTransfer' | 'walletRecallAll', body: unknown) => {
    const res = await call(t.app, route, body, { token: m.token });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const service = async (work: () => Promise<{ replayed: boolean }>) => {
    try {
      const { replayed: _replayed, ...body } = await work();
      return { status: 200, body: body as unknown };
    } catch (error) {
      const e = error as { statusCode?: number; messages?: string[] };
      if (!e.statusCode) throw error;
      return { status: e.statusCode, body: { message: e.messages } };
    }
  };

  async function step(cmd: Command, model: Wallets[], done: Done[]) {
    const snapshot = await ledgerSnapshot(t);
    const unchanged = async () => expect(await ledgerSnapshot(t)).toEqual(snapshot);

    switch (cmd.op) {
      case 'deposit': {
        const key = `test:deposit:${newKey()}`;
        const m = members[cmd.who]!;
        const send = () => service(() => depositFromCashIn(t.database, { memberId: m.memberId, amount: cmd.amount, idempotencyKey: key }));
        const res = await send();
        expect(res.status).toBe(200);
        model[cmd.who]![MAIN_WALLET_KEY]! += cmd.amount;
        expected.received += cmd.amount;
        const other = () => service(() => depositFromCashIn(t.database, { memberId: m.memberId, amount: cmd.amount + 1, idempotencyKey: key }));
        done.push({ who: cmd.who, send, other, body: res.body });
        return;
      }
      case 'transfer': {
        const m = members[cmd.who]!;
        const body = { from: cmd.from, to: cmd.to, amount: cmd.amount, idempotencyKey: newKey() };
        const send = () => api(m, 'walletTransfer', body);
        const answers = await Promise.all(Array.from({ length: cmd.copies }, send));
        const res = answers[0]!;
        for (const a of answers) expect(a).toEqual(res);
        const wallets = model[cmd.who]!;
        if (cmd.from === cmd.to) {
          expect(res.status).toBe(400);
          return unchanged();
        }
        if (wallets[cmd.from]! < cmd.amount) {
          expect(res).toMatchObject({ status: 400, body: { message: [INSUFFICIENT] } });
          return unchanged();
        }
        expect(res.status).toBe(200);
        wallets[cmd.from]! -= cmd.amount;
        wallets[cmd.to]! += cmd.amount;
        const other = () => api(m, 'walletTransfer', { ...body, amount: body.amount + 1_000 });
        done.push({ who: cmd.who, send, other, body: res.body });
        return;
      }
      case 'recall': {
        const m = members[cmd.who]!;
        const body = { idempotencyKey: newKey() };
        const send = () => api(m, 'walletRecallAll', body);
        const res = await send();
        const wallets = model[cmd.who]!;
        const inGames = GAME_WALLET_KEYS.reduce((sum, k) => sum + wallets[k]!, 0);
        if (inGames === 0) {
          expect(res.status).toBe(400);
          return unchanged();
        }
        expect(res.status).toBe(200);
        for (const k of GAME_WALLET_KEYS) wallets[k] = 0;
        wallets[MAIN_WALLET_KEY]! += inGames;
        const other = () => api(m, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1_000, idempotencyKey: body.idempotencyKey });
        done.push({ who: cmd.who, send, other, body: res.body });
        return;
      }
      case 'hold': {
        const m = members[cmd.who]!;
        const key = `test:withdrawal:${newKey()}`;
        const send = () => service(() => holdForWithdrawal(t.database, { memberId: m.memberId, amount: cmd.amount, idempotencyKey: key }));
        const res = await send();
        const wallets = model[cmd.who]!;
        if (wallets[MAIN_WALLET_KEY]! < cmd.amount) {
          expect(res).toMatchObject({ status: 400, body: { message: [INSUFFICIENT] } });
          return unchanged();
        }
        expect(res.status).toBe(200);
        wallets[MAIN_WALLET_KEY]! -= cmd.amount;
        holds.push({ who: cmd.who, amount: cmd.amount, key });
        const other = () => service(() => holdForWithdrawal(t.database, { memberId: m.memberId, amount: cmd.amount + 1, idempotencyKey: key }));
        done.push({ who: cmd.who, send, other, body: res.body });
        return;
      }
      case 'settle': {
        if (holds.length === 0) return;
        const [hold] = holds.splice(cmd.pick % holds.length, 1);
        const { who: w, amount, key } = hold!;
        const movement = { memberId: members[w]!.memberId, amount, idempotencyKey: `${key}:settled` };
        const send = () => service(() => (cmd.payOut ? payOutWithdrawal : releaseWithdrawalHold)(t.database, movement));
        const res = await send();
        expect(res.status).toBe(200);
        if (cmd.payOut) expected.paidOut += amount;
        else model[w]![MAIN_WALLET_KEY]! += amount;
        // Settling the other way under the same key is another payload: refused.
        const other = () => service(() => (cmd.payOut ? releaseWithdrawalHold : payOutWithdrawal)(t.database, movement));
        done.push({ who: w, send, other, body: res.body });
        return;
      }
      case 'retry': {
        if (done.length === 0) return;
        const earlier = done[cmd.pick % done.length]!;
        const res = await earlier.send();
        expect(res).toEqual({ status: 200, body: earlier.body });
        return unchanged();
      }
      case 'reuseKey': {
        if (done.length === 0) return;
        const res = await done[cmd.pick % done.length]!.other();
        expect(res.status).toBe(409);
        return unchanged();
      }
    }
  }

  it('keeps every balance, entry and total right through random money traffic', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Command, { minLength: 1, maxLength: 20 }), async (commands) => {
        const model = await Promise.all(members.map((m) => walletMap(t, m)));
        const done: Done[] = [];
        for (const cmd of commands) {
          await step(cmd, model, done);
          expect(await walletMap(t, members[0]!)).toEqual(model[0]);
          expect(await walletMap(t, members[1]!)).toEqual(model[1]);
        }
        const audit = await auditLedger(t.database);
        expect(audit).toMatchObject({ ok: true, unbalancedTransactions: 0, accountsOffTheirEntries: 0, negativeAccounts: 0, conserved: true });
        // Main accounts are the members' ledger accounts; game accounts are held by the providers (their
        // operator accounts carry what was sent to them; no bets here, so exactly the game balances).
        const mainTotal = model.reduce((sum, w) => sum + (w.Member ?? 0), 0);
        const gameTotal = model.flatMap((w) => Object.entries(w).filter(([k]) => k !== 'Member').map(([, v]) => v)).reduce((a, b) => a + b, 0);
        const held = holds.reduce((sum, h) => sum + h.amount, 0);
        expect(audit).toMatchObject({ memberTotal: mainTotal, held, cashReceived: expected.received, cashPaidOut: expected.paidOut, providers: gameTotal });
        // The conservation law of the issue: member balances plus what is held = cash in − cash out.
        expect(audit.memberTotal + audit.providers + audit.held).toBe(audit.cashReceived - audit.cashPaidOut);
      }),
      { numRuns: 25 },
    );
    // 25 runs of up to 20 steps, each step a few requests and two reads of the whole books: seconds
    // of work on an idle machine, so a budget of its own rather than the default 30 s meant for one scenario.
  }, 180_000);
});
