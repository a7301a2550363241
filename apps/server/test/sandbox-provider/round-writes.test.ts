import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSeed } from '../../src/modules/sandbox-provider/fairness.ts';
import { createRoundWriter } from '../../src/modules/sandbox-provider/play.ts';
import * as repo from '../../src/modules/sandbox-provider/repository.ts';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newId, providerBalance, startStubPlatform, transferOk, type StubPlatform } from './helpers.ts';

const stub: StubPlatform = await startStubPlatform();
afterAll(() => stub.close());

const SPACING_MS = 2_500;

describe.each(BACKENDS)('rounds of several players written in one statement on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_PLATFORM_URL: stub.url });
  beforeAll(async () => {
    stub.secret = await providerSecret(t.database);
    stub.now = () => t.clock.now;
  });

  /** A funded player with an active seed pair. */
  async function player(funds: number) {
    const playerId = newId('m');
    await transferOk(t, playerId, 'in', funds);
    return { playerId, seed: await ensureSeed(t.database, playerId) };
  }

  function write(p: { playerId: string; seed: repo.SeedRow }, stake: number, win: number, { nonce = p.seed.nextNonce, at = t.clock.now, slot = true } = {}): repo.RoundWrite {
    return {
      round: {
        roundId: newId('SBX-test-'),
        playerId: p.playerId,
        gameId: 'kho-bau-rong',
        engine: 'slot:kho-bau-rong',
        stake,
        win,
        detail: { note: 'a "quoted" \\ detail', reels: [[1, 2, 3]] },
        seed: p.seed,
        nonce,
        playedAt: new Date(at),
      },
      spacing: slot ? { enginePrefix: 'slot:', since: new Date(at - SPACING_MS) } : null,
    };
  }

  const roundsOf = (playerId: string) =>
    t.database.db.selectFrom('sandbox_rounds').select(['round_id', 'stake', 'win', 'balance_before', 'balance_after', 'nonce', 'detail']).where('player_id', '=', playerId).execute();
  const nextNonce = async (seedId: number) =>
    Number((await t.database.db.selectFrom('sandbox_seeds').select('next_nonce').where('id', '=', seedId).executeTakeFirstOrThrow()).next_nonce);

  it('gives each round its own verdict, in order, and writes only those whose conditions hold', async () => {
    const paid = await player(10_000);
    const short = await player(500);
    const moved = await player(10_000);
    const early = await player(10_000);
    // `early` played a slot round a moment ago.
    expect((await repo.writeRounds(t.database, [write(early, 1_000, 0, { at: t.clock.now - 1_000 })]))[0]!.kind).toBe('played');
    const earlyAfterFirst = { ...early, seed: { ...early.seed, nextNonce: early.seed.nextNonce + 1 } };
    const ghost = { playerId: newId('m'), seed: { ...paid.seed, id: 987_654_321 } };

    const verdicts = await repo.writeRounds(t.database, [
      write(paid, 1_000, 2_500),
      write(short, 1_000, 0),
      write(moved, 1_000, 0, { nonce: moved.seed.nextNonce + 7 }),
      write(ghost, 1_000, 0),
      write(earlyAfterFirst, 1_000, 0),
    ]);
    expect(verdicts).toEqual([
      { kind: 'played', seq: expect.any(Number), balanceBefore: 10_000, balanceAfter: 11_500 },
      { kind: 'insufficient', balance: 500 },
      { kind: 'seed-moved' },
      { kind: 'no-wallet' },
      { kind: 'too-soon' },
    ]);

    const [round] = await roundsOf(paid.playerId);
    expect(round).toMatchObject({ balance_before: expect.anything(), nonce: paid.seed.nextNonce });
    expect(Number(round!.balance_after)).toBe(11_500);
    expect(round!.detail).toEqual({ note: 'a "quoted" \\ detail', reels: [[1, 2, 3]] });
    expect(await providerBalance(t, paid.playerId)).toBe(11_500);
    expect(await nextNonce(paid.seed.id)).toBe(paid.seed.nextNonce + 1);
    // Nothing of the others moved.
    expect(await roundsOf(short.playerId)).toEqual([]);
    expect(await roundsOf(moved.playerId)).toEqual([]);
    expect(await roundsOf(early.playerId)).toHaveLength(1);
    expect(await providerBalance(t, short.playerId)).toBe(500);
    expect(await providerBalance(t, moved.playerId)).toBe(10_000);
    expect(await providerBalance(t, early.playerId)).toBe(9_000);
    expect(await nextNonce(moved.seed.id)).toBe(moved.seed.nextNonce);
    expect(await nextNonce(early.seed.id)).toBe(early.seed.nextNonce + 1);
  });

  it('refuses two rounds of one player in a statement (both would be written from the same balance)', async () => {
    const p = await player(10_000);
    await expect(repo.writeRounds(t.database, [write(p, 1_000, 0), write(p, 1_000, 0, { nonce: p.seed.nextNonce + 1 })])).rejects.toThrow(/one round per player/);
    expect(await roundsOf(p.playerId)).toEqual([]);
  });

  it('two instances writing the same players at once, in opposite orders: no deadlock, each nonce taken once, each wallet exact', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(10_000)));
    // Two instances' writers, each with a round for every player drawn from the same seed state.
    const [one, two] = [createRoundWriter(t.database), createRoundWriter(t.database)];
    const verdicts = await Promise.all([
      ...players.map((p) => one(write(p, 1_000, 0, { slot: false }))),
      ...[...players].reverse().map((p) => two(write(p, 2_000, 0, { slot: false }))),
    ]);
    const played = verdicts.filter((v) => v.kind === 'played');
    expect(played).toHaveLength(players.length);
    expect(verdicts.filter((v) => v.kind === 'seed-moved')).toHaveLength(players.length);
    for (const p of players) {
      const rounds = await roundsOf(p.playerId);
      expect(rounds).toHaveLength(1);
      expect(await providerBalance(t, p.playerId)).toBe(10_000 - Number(rounds[0]!.stake));
      expect(await nextNonce(p.seed.id)).toBe(p.seed.nextNonce + 1);
    }
  });

  it('writes a burst of rounds from one writer in fewer statements than rounds, each player once a statement', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(10_000)));
    const statements: number[] = [];
    const counting: typeof repo.writeRounds = (db, writes) => {
      statements.push(writes.length);
      return repo.writeRounds(db, writes);
    };
    const writer = createRoundWriter(t.database, counting);
    // Each player twice: the second round of a player waits for a later statement than its first.
    const first = players.map((p) => writer(write(p, 1_000, 0, { slot: false })));
    const second = players.map((p) => writer(write(p, 1_000, 0, { slot: false, nonce: p.seed.nextNonce + 1 })));
    const verdicts = await Promise.all([...first, ...second]);
    expect(verdicts.every((v) => v.kind === 'played')).toBe(true);
    expect(statements.reduce((a, b) => a + b, 0)).toBe(24);
    expect(statements.length).toBeLessThan(24);
    for (const p of players) expect(await providerBalance(t, p.playerId)).toBe(8_000);
  });
});
