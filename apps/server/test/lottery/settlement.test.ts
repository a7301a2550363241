import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEFAULT_LOTTERY_ODDS, LOTTERY_GAMES, nextDrawAt, settleTicket, ticketCost, type LotteryBetType, type LotteryTicket, type NorthernDraw } from '@app/domain/lottery';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { drawAndSettle, ensureDrawAt, SETTLE_LANES, type SettleDeps } from '../../src/modules/sandbox-provider/lottery/draws.ts';
import * as repo from '../../src/modules/sandbox-provider/lottery/repository.ts';

/**
 * A draw with more tickets than one pass of the settlement lanes takes, settled straight through the
 * provider's draw job (no platform in the way): two instances at once settle each ticket once, each
 * wallet is credited exactly what its tickets won (many winning tickets of one player in one batch
 * included), and a pass that fails half-way leaves the rest open for the next, which finishes it.
 * Batches of BATCH tickets, not the production 2,500: the same passes, lanes and partial last batch
 * with 1,000 tickets instead of 8,000 (94 s of a clean-clone run on PGlite and PostgreSQL; now 6 s).
 */
const PLAYERS = 5;
const BATCH = 250;
const TICKETS = BATCH * SETTLE_LANES + BATCH / 2;
const OPENING = 1_000_000_000;

type Sold = LotteryTicket & { roundId: string; playerId: string; cost: number };

/** Lô of one and two numbers, đề and xiên 2, 1–3 points, spread over the players (numbers repeat, so many win). */
function tickets(prefix: string): Sold[] {
  const kinds: [LotteryBetType, (g: number) => string[]][] = [
    ['lo', (g) => [two(g)]],
    ['lo', (g) => [two(g), two(g + 37)]],
    ['de', (g) => [two(g * 3)]],
    ['xien-2', (g) => [two(g), two(g + 50)]],
  ];
  return Array.from({ length: TICKETS }, (_, g) => {
    const [betType, numbers] = kinds[g % kinds.length]!;
    const ticket = { betType, numbers: numbers(g), points: 1 + (g % 3) };
    return { ...ticket, roundId: `${prefix}-${g}`, playerId: `KULT.${prefix}-p${g % PLAYERS}`, cost: ticketCost(ticket) };
  });
}
const two = (n: number) => String(n % 100).padStart(2, '0');

/** The players' wallets, the tickets' open rounds (stake taken) and the tickets, as purchases leave them. */
async function sell(t: TestApp, prefix: string, dayOffset: number) {
  const game = LOTTERY_GAMES['sieu-toc-1'];
  // A draw far after the app's clock: the app's own job never finds it due.
  const drawAt = nextDrawAt(game, t.clock.now + dayOffset * 86_400_000);
  const draw = await ensureDrawAt(t.database, 'sieu-toc-1', drawAt);
  const sold = tickets(prefix);
  const players = [...new Set(sold.map((s) => s.playerId))];
  await sql`insert into sandbox_wallets (player_id, balance) select unnest(${players}::text[]), ${OPENING}::bigint`.execute(t.db);
  const placedAt = new Date(drawAt - 60_000);
  const col = <T>(pick: (s: Sold) => T) => sold.map(pick);
  await sql`
    insert into sandbox_rounds (round_id, player_id, game_id, engine, stake, win, balance_before, balance_after, detail, seed_id,
                                server_seed_hash, client_seed, nonce, played_at, status, revision, pushed_at)
    select s.round_id, s.player_id, 'xo-so-sieu-toc-1', 'lottery:sieu-toc-1', s.cost, 0, ${OPENING}::bigint, ${OPENING}::bigint - s.cost, '{}'::jsonb, null,
           ${draw.server_seed_hash}, ${draw.draw_id}, 0, ${placedAt}, 'open', 0, ${placedAt}
    from unnest(${col((s) => s.roundId)}::text[], ${col((s) => s.playerId)}::text[], ${col((s) => s.cost)}::bigint[]) as s(round_id, player_id, cost)
  `.execute(t.db);
  await sql`
    insert into sandbox_lottery_tickets (round_id, draw_id, player_id, game_id, client_id, bet_type, numbers, points, cost, placed_at, point_price, payout_per_point)
    select s.round_id, ${draw.draw_id}, s.player_id, 'xo-so-sieu-toc-1', s.round_id, s.bet_type, s.numbers, s.points, s.cost, ${placedAt}, s.point_price, s.payout_per_point
    from unnest(${col((s) => s.roundId)}::text[], ${col((s) => s.playerId)}::text[], ${col((s) => s.betType)}::text[], ${col((s) => JSON.stringify(s.numbers))}::jsonb[],
                ${col((s) => s.points)}::integer[], ${col((s) => s.cost)}::bigint[], ${col((s) => DEFAULT_LOTTERY_ODDS[s.betType].pointPrice)}::bigint[],
                ${col((s) => DEFAULT_LOTTERY_ODDS[s.betType].payoutPerPoint)}::bigint[])
         as s(round_id, player_id, bet_type, numbers, points, cost, point_price, payout_per_point)
  `.execute(t.db);
  return { draw, sold, players };
}

/** What each ticket must be paid (the rules at the odds it was sold at), and so each wallet. */
function expected(sold: readonly Sold[], prizes: NorthernDraw) {
  const wins = new Map(sold.map((s) => [s.roundId, settleTicket(s, prizes, DEFAULT_LOTTERY_ODDS[s.betType]).payout]));
  const wallets = new Map<string, number>();
  for (const s of sold) wallets.set(s.playerId, (wallets.get(s.playerId) ?? OPENING) + wins.get(s.roundId)!);
  return { wins, wallets };
}

async function state(t: TestApp, drawId: string, players: readonly string[]) {
  const rounds = await t.db
    .selectFrom('sandbox_rounds as r')
    .innerJoin('sandbox_lottery_tickets as k', 'k.round_id', 'r.round_id')
    .select(['r.round_id', 'r.status', 'r.win', 'r.revision', 'k.settled'])
    .where('k.draw_id', '=', drawId)
    .execute();
  const wallets = await t.db.selectFrom('sandbox_wallets').select(['player_id', 'balance']).where('player_id', 'in', players).execute();
  return { rounds, wallets: new Map(wallets.map((w) => [w.player_id, Number(w.balance)])) };
}

describe.each(BACKENDS)('lottery settlement on $name', (backend) => {
  const t = useTestApp(backend);
  const settle = (deps: Omit<SettleDeps, 'batch'>, draw: Parameters<typeof drawAndSettle>[1]) => drawAndSettle({ ...deps, batch: BATCH }, draw);
  const collector = () => {
    const records: ProviderBetRecord[] = [];
    return { records, push: (r: readonly ProviderBetRecord[]) => void records.push(...r) };
  };

  it('settles every ticket once when two instances settle the same draw at once, each wallet credited exactly its wins', async () => {
    const { draw, sold, players } = await sell(t, 'twice', 1);
    // Every player holds lô, đề and xiên tickets, dozens in each batch.
    expect(new Set(sold.filter((s) => s.playerId === players[0]).map((s) => s.betType))).toEqual(new Set(['lo', 'de', 'xien-2']));
    const [a, b] = [collector(), collector()];
    const now = () => t.clock.now;
    const [settledA, settledB] = await Promise.all([settle({ db: t.database, now, push: a.push }, draw), settle({ db: t.database, now, push: b.push }, draw)]);
    expect(settledA + settledB).toBe(TICKETS);

    const drawn = (await repo.findDraw(t.database, draw.draw_id))!;
    expect(drawn.settled_at).not.toBeNull();
    const { wins, wallets } = expected(sold, drawn.prizes as NorthernDraw);
    // Pushed once each, with the win the rules give.
    const pushed = [...a.records, ...b.records];
    expect(pushed).toHaveLength(TICKETS);
    expect(new Set(pushed.map((r) => r.roundId)).size).toBe(TICKETS);
    for (const r of pushed) expect({ roundId: r.roundId, win: r.win, status: r.status, revision: r.revision }).toEqual({ roundId: r.roundId, win: wins.get(r.roundId), status: 'settled', revision: 1 });
    expect(pushed.filter((r) => r.win > 0).length).toBeGreaterThan(40);

    const after = await state(t, draw.draw_id, players);
    expect(after.rounds).toHaveLength(TICKETS);
    for (const r of after.rounds) expect({ id: r.round_id, status: r.status, win: Number(r.win), revision: r.revision, settled: r.settled }).toEqual({ id: r.round_id, status: 'settled', win: wins.get(r.round_id), revision: 1, settled: true });
    expect(after.wallets).toEqual(wallets);

    // Once settled, another pass finds nothing to do.
    expect(await settle({ db: t.database, now, push: a.push }, drawn)).toBe(0);
    expect(a.records.length + b.records.length).toBe(TICKETS);
  });

  it('resumes a settlement that failed half-way: what committed stays paid once, the rest is settled by the next pass', async () => {
    const { draw, sold, players } = await sell(t, 'resume', 2);
    const first = collector();
    // The instance is lost from its third batch on: each batch reads the clock once inside its
    // transaction (the first read draws the draw), so two batches commit and every later one fails.
    let calls = 0;
    const failing = () => {
      if (++calls >= 4) throw new Error('instance lost');
      return t.clock.now;
    };
    await expect(settle({ db: t.database, now: failing, push: first.push }, draw)).rejects.toThrow('instance lost');

    const drawn = (await repo.findDraw(t.database, draw.draw_id))!;
    expect(drawn.settled_at).toBeNull();
    const { wins, wallets } = expected(sold, drawn.prizes as NorthernDraw);
    const half = await state(t, draw.draw_id, players);
    const done = half.rounds.filter((r) => r.status === 'settled');
    expect(done.length).toBe(2 * BATCH);
    expect(first.records).toHaveLength(done.length);
    // A ticket is marked settled exactly when its round is: the failed batch left its tickets open.
    for (const r of half.rounds) expect(r.settled).toBe(r.status === 'settled');
    const playerOf = new Map(sold.map((s) => [s.roundId, s.playerId]));
    const paid = new Map(players.map((p) => [p, OPENING]));
    for (const r of done) paid.set(playerOf.get(r.round_id)!, paid.get(playerOf.get(r.round_id)!)! + wins.get(r.round_id)!);
    expect(half.wallets).toEqual(paid);

    const second = collector();
    expect(await settle({ db: t.database, now: () => t.clock.now, push: second.push }, drawn)).toBe(TICKETS - done.length);
    const pushed = [...first.records, ...second.records];
    expect(new Set(pushed.map((r) => r.roundId)).size).toBe(TICKETS);
    expect(pushed).toHaveLength(TICKETS);
    const after = await state(t, draw.draw_id, players);
    for (const r of after.rounds) expect({ id: r.round_id, win: Number(r.win), revision: r.revision }).toEqual({ id: r.round_id, win: wins.get(r.round_id), revision: 1 });
    expect(after.wallets).toEqual(wallets);
    expect((await repo.findDraw(t.database, draw.draw_id))!.settled_at).not.toBeNull();
  });
});
