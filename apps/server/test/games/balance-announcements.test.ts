import type { MemberEvent } from '@app/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Database } from '../../src/db/database.ts';
import { ingestRecords } from '../../src/modules/games/bets/ingest.ts';
import type { BetRecord } from '../../src/modules/games/providers/provider-adapter.ts';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { memberWalletBalances } from '../../src/modules/wallet/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newKey, registerMember } from '../ledger/helpers.ts';

/**
 * A batch of bet records (a lottery draw settles thousands of members' tickets in a few pushes) tells
 * every member it moved their new balances, once each, with the figures the wallet shows them; reading
 * those balances costs the same few statements whether the batch moved one member or many.
 */
describe.each(BACKENDS)('balances announced after a batch of bet records, on $name', (backend) => {
  const t = useTestApp(backend, {}, { hookTimeout: 60_000 });
  const STAKE = 10_000;
  const IN_GAME = 50_000;
  /** Each member's deposit and the win of their round (member 0 plays two rounds, member 1 has no money in the game). */
  const players = [
    { deposit: 300_000, wins: [0, 25_000] },
    { deposit: 120_000, wins: [15_000] },
    { deposit: 200_000, wins: [80_000] },
    { deposit: 150_000, wins: [0] },
    { deposit: 400_000, wins: [12_000] },
  ];
  let memberIds: string[] = [];
  const heard = new Map<string, MemberEvent[]>();
  const unsubscribes: Array<() => void> = [];

  beforeAll(async () => {
    memberIds = [];
    for (const [i, p] of players.entries()) {
      const { memberId } = await registerMember(t);
      memberIds.push(memberId);
      await depositFromCashIn(t.database, { memberId, amount: p.deposit, idempotencyKey: newKey() });
      if (i !== 1) await t.app.play.move({ memberId, from: 'Member', to: 'KULT', amount: IN_GAME, idempotencyKey: newKey() });
    }
    // Listening only from here: the deposits' and transfers' own announcements are not the batch's.
    for (const memberId of memberIds) {
      heard.set(memberId, []);
      const unsubscribe = t.events.subscribe(memberId, (event) => heard.get(memberId)!.push(event));
      unsubscribes.push(unsubscribe);
      await unsubscribe.ready;
    }
  }, 60_000);
  afterAll(() => unsubscribes.forEach((unsubscribe) => unsubscribe()));

  let round = 0;
  const record = (memberId: string, win: number): BetRecord => {
    round++;
    return {
      seq: round,
      roundId: `BA-${backend.name}-${round}`,
      playerId: memberId,
      gameId: 'xo-so-sieu-toc-1',
      stake: STAKE,
      win,
      balanceBefore: 0,
      balanceAfter: 0,
      playedAt: new Date(t.clock.now).toISOString(),
      detail: null,
      fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'ST1-20261127-0001', nonce: round },
      status: 'settled',
      revision: 1,
      settledAt: new Date(t.clock.now).toISOString(),
    };
  };

  /** The app's own ingest and announcer, on a connection that counts the statements it runs. */
  async function ingestCounting(records: BetRecord[]): Promise<number> {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => (statements++, node),
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const db = Database.wrap(t.db.withPlugin(counter));
    await ingestRecords({ ...t.app.play.deps, db }, 'KULT', records);
    return statements;
  }

  it('tells each member it moved their balances once, as the wallet shows them, in as many statements for five members as for one', async () => {
    const lone = memberIds[3]!;
    const forOne = await ingestCounting([record(lone, 0)]);
    await vi.waitFor(() => expect(heard.get(lone)).toHaveLength(1));
    heard.set(lone, []);

    const batch = players.flatMap((p, i) => p.wins.map((win) => record(memberIds[i]!, win)));
    const forFive = await ingestCounting(batch);
    // One statement stores the batch; the balances of everyone it moved take two more (ledger, game wallets).
    expect(forFive).toBe(forOne);
    expect(forFive).toBeLessThanOrEqual(3);

    await vi.waitFor(() => memberIds.forEach((id) => expect(heard.get(id)!.length).toBeGreaterThan(0)));
    // Time for a second announcement, had there been one, to arrive (Redis delivers asynchronously).
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [i, p] of players.entries()) {
      const memberId = memberIds[i]!;
      const inGame = i === 1 ? 0 : IN_GAME;
      const rounds = p.wins.length + (memberId === lone ? 1 : 0);
      const balance = p.deposit - inGame;
      const totalBalance = balance + inGame - rounds * STAKE + p.wins.reduce((sum, w) => sum + w, 0);
      const shown = await memberWalletBalances(t.database, memberId);
      expect(heard.get(memberId)).toEqual([{ type: 'balance', balance, totalBalance }]);
      expect({ balance: shown.balance, totalBalance: shown.totalBalance }).toEqual({ balance, totalBalance });
    }
  });
});
