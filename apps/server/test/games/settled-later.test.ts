import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { registerMember, type TestMember } from '../ledger/helpers.ts';
import { storeRound } from '../../src/modules/games/bets/repository.ts';
import type { BetRecord } from '../../src/modules/games/providers/provider-adapter.ts';

/**
 * A bet settled after it is placed reaches the platform as several records of one round: placed
 * ('open', revision 0), settled (revision 1), perhaps resettled (revision 2). Whatever order and however
 * often they arrive, the game account's figures end as the highest revision says, moved by differences.
 */
describe.each(BACKENDS)('bets settled later, on $name', (backend) => {
  const t = useTestApp(backend);
  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember(t);
  });

  const record = (roundId: string, revision: number, win: number, status: BetRecord['status']): BetRecord => ({
    seq: 1_000 + revision,
    roundId,
    playerId: member.memberId,
    gameId: 'xo-so-sieu-toc-1',
    stake: 50_000,
    win,
    balanceBefore: 500_000,
    balanceAfter: 450_000,
    playedAt: new Date(t.clock.now).toISOString(),
    detail: { revision },
    fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'ST1-20261127-0001', nonce: 0 },
    status,
    revision,
    settledAt: status === 'open' ? null : new Date(t.clock.now).toISOString(),
  });

  async function figures() {
    const wallet = await t.database.db.selectFrom('game_wallets').select(['stakes', 'wins']).where('member_id', '=', member.memberId).where('provider_code', '=', 'KULT').executeTakeFirstOrThrow();
    const turnover = await t.database.db.selectFrom('game_turnover').select(['stakes', 'wins', 'rounds']).where('member_id', '=', member.memberId).executeTakeFirstOrThrow();
    return { stakes: Number(wallet.stakes), wins: Number(wallet.wins), turnover: { stakes: Number(turnover.stakes), wins: Number(turnover.wins), rounds: Number(turnover.rounds) } };
  }
  const store = (r: BetRecord) => storeRound(t.database, 'KULT', r, new Date(t.clock.now));

  it('placed, settled, sent again, resettled lower, then the placement arriving late: counts once, at the last result', async () => {
    expect(await store(record('T-1', 0, 0, 'open'))).toBe(true);
    expect(await figures()).toEqual({ stakes: 50_000, wins: 0, turnover: { stakes: 50_000, wins: 0, rounds: 1 } });
    expect(await store(record('T-1', 1, 160_000, 'settled'))).toBe(true);
    expect(await store(record('T-1', 1, 160_000, 'settled'))).toBe(false);
    expect(await figures()).toEqual({ stakes: 50_000, wins: 160_000, turnover: { stakes: 50_000, wins: 160_000, rounds: 1 } });
    // A corrected result: the account gives back the difference.
    expect(await store(record('T-1', 2, 80_000, 'settled'))).toBe(true);
    expect(await store(record('T-1', 0, 0, 'open'))).toBe(false);
    expect(await store(record('T-1', 1, 160_000, 'settled'))).toBe(false);
    expect(await figures()).toEqual({ stakes: 50_000, wins: 80_000, turnover: { stakes: 50_000, wins: 80_000, rounds: 1 } });
    const row = await t.database.db.selectFrom('game_rounds').select(['status', 'revision', 'win']).where('round_id', '=', 'T-1').executeTakeFirstOrThrow();
    expect({ ...row, win: Number(row.win) }).toEqual({ status: 'settled', revision: 2, win: 80_000 });
  });

  it('a settlement that arrives before its placement counts the stake and the win once', async () => {
    const before = await figures();
    expect(await store(record('T-2', 1, 0, 'settled'))).toBe(true);
    expect(await store(record('T-2', 0, 0, 'open'))).toBe(false);
    const after = await figures();
    expect(after.stakes - before.stakes).toBe(50_000);
    expect(after.wins - before.wins).toBe(0);
    expect(after.turnover.rounds - before.turnover.rounds).toBe(1);
  });
});
