import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyServerSeed } from '@app/domain';
import { dealHand, type BaccaratHand } from '@app/domain/casino';
import { createBetPusher, type BetPusher } from '../../src/modules/sandbox-provider/bet-records.ts';
import { createFaults } from '../../src/modules/sandbox-provider/faults.ts';
import { createPlatformClient } from '../../src/modules/sandbox-provider/platform-client.ts';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { betsCloseAt, CYCLE_MS, resultAt, roundNoAt, roundStartsAt } from '../../src/modules/sandbox-provider/tables/baccarat/definitions.ts';
import * as tablesRepo from '../../src/modules/sandbox-provider/tables/baccarat/repository.ts';
import * as engineRepo from '../../src/modules/sandbox-provider/tables/repository.ts';
import { shoeOf } from '../../src/modules/sandbox-provider/tables/baccarat/game.ts';
import { createTables, type Tables } from '../../src/modules/sandbox-provider/tables/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, eventually, gameCall, newId, P, providerBalance, startStubPlatform, transferOk, type StubPlatform } from './helpers.ts';

const stub: StubPlatform = await startStubPlatform();
afterAll(() => stub.close());

const TABLE = 'ban-1';
const ENGINE = `baccarat:${TABLE}`;

describe.each(BACKENDS)('the live baccarat table of the sandbox provider on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_PLATFORM_URL: stub.url });
  let pusher: BetPusher;
  let tables: Tables;

  const newTables = () =>
    createTables({
      db: t.database,
      platform: createPlatformClient({ secret: stub.secret, baseUrl: () => stub.url, now: () => t.clock.now }),
      pusher,
      now: () => t.clock.now,
    });

  beforeAll(async () => {
    stub.secret = await providerSecret(t.database);
    stub.now = () => t.clock.now;
    const platform = createPlatformClient({ secret: stub.secret, baseUrl: () => stub.url, now: () => t.clock.now });
    pusher = createBetPusher({ db: t.database, platform, faults: createFaults(), log: { warn: () => {} }, now: () => t.clock.now, retryMs: 60_000 });
    // The test's own instance of the tables beside the app's (whose ticker runs too): two instances on one database.
    tables = newTables();
  });
  afterAll(async () => {
    await tables.stop();
    await pusher.stop();
  });

  const call = (path: string, token: string, body: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `${P}/game${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  /** A member at the table: wallet funded, launched, the game page's session opened. */
  async function sitDown(deposit: number, { playerId = newId('m'), gameId = 'baccarat-ban-1', engine = ENGINE } = {}) {
    await transferOk(t, playerId, 'in', deposit);
    const launchToken = newId('launch_token_');
    const launched = await callProvider(t, '/players/launch', { playerId, nickname: 'Lan', gameId, engine, launchToken });
    expect(launched.statusCode, launched.body).toBe(200);
    stub.launches.set(launchToken, { playerId, nickname: 'Lan', gameId, used: false });
    const session = await gameCall(t, '/session', null, { launchToken });
    expect(session.statusCode, session.body).toBe(200);
    return { playerId, token: (session.json() as { sessionToken: string }).sessionToken };
  }

  /** The clock moved to `offset` ms into the next round not yet dealt, that round dealt by a tick. */
  async function nextRound(offset = 1_000): Promise<tablesRepo.TableRoundRow> {
    const latest = await tablesRepo.latestRound(t.database, TABLE);
    const no = Math.max(roundNoAt(t.clock.now), latest ? latest.round_no : 0) + 1;
    t.clock.now = roundStartsAt(no) + offset;
    await tables.tick();
    return (await tablesRepo.findRound(t.database, TABLE, no))!;
  }

  /** The next round whose hand (read from the database, as no member can) satisfies `wanted`. */
  async function roundWhere(wanted: (hand: BaccaratHand) => boolean): Promise<tablesRepo.TableRoundRow> {
    for (let i = 0; i < 400; i += 1) {
      const round = await nextRound();
      if (wanted(round.result)) return round;
    }
    throw new Error('no such round in 400');
  }

  /** The clock moved past the round's result and a tick run: the round settled. */
  async function settle(round: tablesRepo.TableRoundRow) {
    t.clock.now = resultAt(round.round_no, round.cards.length) + 10;
    await tables.tick();
    // The app's own ticker may have taken the round first (skip locked): holding its row for share waits
    // for that settlement to commit, so what the test reads next is the settled round.
    await t.database.transaction((txn) => engineRepo.findRound(txn, round.table_id, round.round_no, { lock: 'share' }));
  }

  const bet = (token: string, roundNo: number, bets: { kind: string; amount: number }[], clientId = newId('c')) => call('/baccarat/bet', token, { roundNo, bets, clientId });

  it('refuses a bet after the close by the server clock, and takes nothing', async () => {
    const me = await sitDown(1_000_000);
    const round = await nextRound();
    t.clock.now = betsCloseAt(round.round_no);
    const late = await bet(me.token, round.round_no, [{ kind: 'player', amount: 50_000 }]);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toEqual(['Đã hết thời gian đặt cược cho ván này, vui lòng đặt ở ván sau']);
    // A round that is over, or not yet open, is refused alike.
    expect((await bet(me.token, round.round_no - 1, [{ kind: 'player', amount: 50_000 }])).statusCode).toBe(400);
    expect((await bet(me.token, round.round_no + 1, [{ kind: 'player', amount: 50_000 }])).statusCode).toBe(400);
    expect(await providerBalance(t, me.playerId)).toBe(1_000_000);
    const rows = await sql<{ n: number }>`select count(*)::int as n from sandbox_rounds where player_id = ${me.playerId}`.execute(t.db);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('refuses bets outside the table limits or the wallet, in the member\'s words', async () => {
    const me = await sitDown(100_000);
    const round = await nextRound();
    const low = await bet(me.token, round.round_no, [{ kind: 'player', amount: 5_000 }]);
    expect(low.json().message).toEqual(['Mức cược tối thiểu cửa Con (Player) là 10,000 VND.']);
    const high = await bet(me.token, round.round_no, [{ kind: 'tie', amount: 5_000_001 }]);
    expect(high.json().message).toEqual(['Tổng cược cửa Hòa (Tie) trong một ván tối đa là 5,000,000 VND.']);
    const short = await bet(me.token, round.round_no, [{ kind: 'banker', amount: 200_000 }]);
    expect(short.json().message).toEqual(['Số dư không đủ']);
    const badKind = await bet(me.token, round.round_no, [{ kind: 'dragon', amount: 20_000 }]);
    expect(badKind.json().message).toEqual(['Cửa cược không hợp lệ.']);
    const extra = await call('/baccarat/bet', me.token, { roundNo: round.round_no, bets: [{ kind: 'player', amount: 20_000 }], clientId: newId('c'), table: 'vip' });
    expect(extra.json().message).toEqual(['Dữ liệu không hợp lệ.']);
    expect(await providerBalance(t, me.playerId)).toBe(100_000);
    // A session of another game (the same player's tài xỉu) is not a seat at the table.
    const taiXiu = await sitDown(1_000, { playerId: me.playerId, gameId: 'tai-xiu', engine: 'tai-xiu:tai-xiu' });
    const elsewhere = await call('/baccarat/state', taiXiu.token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toEqual(['Phiên chơi này không dành cho bàn baccarat']);
    expect((await call('/baccarat/state', 'not-a-session-token-at-all')).statusCode).toBe(401);
  });

  it('shows two players the same round and the same cards, none before the close, each with its moment', async () => {
    const [a, b] = [await sitDown(100_000), await sitDown(100_000)];
    const round = await nextRound(2_000);
    const [sa, sb] = [(await call('/baccarat/state', a.token)).json(), (await call('/baccarat/state', b.token)).json()];
    expect(sa.round.no).toBe(round.round_no);
    expect(sb.round.no).toBe(round.round_no);
    expect(sa.round).toMatchObject({ phase: 'betting', cards: [], result: null });
    expect(sa.serverTime).toBe(new Date(t.clock.now).toISOString());
    // Nor through the shoe recall.
    const recall = (await call('/baccarat/shoe', a.token, { shoeId: round.shoe_id })).json();
    expect(recall.rounds.map((r: { no: number }) => r.no)).not.toContain(round.round_no);
    expect(recall.shoe.serverSeed).toBeNull();
    expect(JSON.stringify(sa)).not.toContain(JSON.stringify(round.cards));

    t.clock.now = betsCloseAt(round.round_no) + 1;
    const [da, db] = [(await call('/baccarat/state', a.token)).json(), (await call('/baccarat/state', b.token)).json()];
    expect(da.round.phase).toBe('dealing');
    expect(da.round.cards).toEqual(db.round.cards);
    expect(da.round.cards.map((c: { card: number }) => c.card)).toEqual(round.cards);
    expect(da.round.cards.map((c: { side: string }) => c.side).slice(0, 4)).toEqual(['player', 'banker', 'player', 'banker']);
    const times = da.round.cards.map((c: { showAt: string }) => Date.parse(c.showAt));
    expect(times).toEqual(round.cards.map((_card, i) => betsCloseAt(round.round_no) + (i + 1) * 1_000));
    expect(da.round.result).toBeNull();

    await settle(round);
    const [ra, rb] = [(await call('/baccarat/state', a.token)).json(), (await call('/baccarat/state', b.token)).json()];
    expect(ra.round.phase).toBe('result');
    expect(ra.round.result).toEqual(rb.round.result);
    expect(ra.round.result).toMatchObject({ winner: round.result.winner, playerTotal: round.result.playerTotal, bankerTotal: round.result.bankerTotal });
    expect(ra.roads.at(-1)).toMatchObject({ no: round.round_no, winner: round.result.winner });
    expect(ra.shoe.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pays Banker 0.95 to 1: a stake of 20,000 credits 39,000', async () => {
    const me = await sitDown(100_000);
    const round = await roundWhere((h) => h.winner === 'banker');
    const placed = await bet(me.token, round.round_no, [{ kind: 'banker', amount: 20_000 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ balance: 80_000, myBets: [{ kind: 'banker', amount: 20_000 }], bet: { status: 'open', stake: 20_000, result: null } });
    await settle(round);
    expect(await providerBalance(t, me.playerId)).toBe(80_000 + 39_000);
    const state = (await call('/baccarat/state', me.token)).json();
    expect(state.myWin).toBe(39_000);
    const history = (await call('/baccarat/history', me.token)).json();
    expect(history.bets[0]).toMatchObject({ roundNo: round.round_no, status: 'won', win: 39_000, stake: 20_000, result: { winner: 'banker' } });
    // The platform hears of the settlement.
    await eventually(() => stub.pushes.flat().find((r) => r.roundId === placed.json().bet.betId && r.status === 'settled' && r.win === 39_000));
  });

  it('on a tie gives Player and Banker bets back and pays Tie 8 to 1', async () => {
    const me = await sitDown(100_000);
    const round = await roundWhere((h) => h.winner === 'tie');
    const bets = [
      { kind: 'player', amount: 10_000 },
      { kind: 'banker', amount: 10_000 },
      { kind: 'tie', amount: 10_000 },
    ];
    expect((await bet(me.token, round.round_no, bets)).statusCode).toBe(200);
    await settle(round);
    expect(await providerBalance(t, me.playerId)).toBe(70_000 + 10_000 + 10_000 + 90_000);
  });

  it('pays a pair 11 to 1, and the other pair loses', async () => {
    const me = await sitDown(100_000);
    const round = await roundWhere((h) => h.playerPair && !h.bankerPair);
    const placed = await bet(me.token, round.round_no, [
      { kind: 'player-pair', amount: 10_000 },
      { kind: 'banker-pair', amount: 10_000 },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    await settle(round);
    expect(await providerBalance(t, me.playerId)).toBe(80_000 + 120_000);
  });

  it('takes a bet sent twice with the same clientId once', async () => {
    const me = await sitDown(100_000);
    const round = await nextRound();
    const clientId = newId('twice_');
    const [first, second] = await Promise.all([
      bet(me.token, round.round_no, [{ kind: 'player', amount: 30_000 }], clientId),
      bet(me.token, round.round_no, [{ kind: 'player', amount: 30_000 }], clientId),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().bet.betId).toBe(first.json().bet.betId);
    const third = await bet(me.token, round.round_no, [{ kind: 'player', amount: 30_000 }], clientId);
    expect(third.json().bet.betId).toBe(first.json().bet.betId);
    expect(await providerBalance(t, me.playerId)).toBe(70_000);
    const links = await sql<{ n: number }>`select count(*)::int as n from sandbox_table_bets where player_id = ${me.playerId}`.execute(t.db);
    expect(links.rows[0]!.n).toBe(1);
    // A second bet (another id) adds to the kind, within the limit.
    expect((await bet(me.token, round.round_no, [{ kind: 'player', amount: 10_000 }])).json().myBets).toEqual([{ kind: 'player', amount: 40_000 }]);
  });

  it('settles a round once, however many instances tick at the same time', async () => {
    const me = await sitDown(100_000);
    const round = await roundWhere((h) => h.winner === 'player');
    expect((await bet(me.token, round.round_no, [{ kind: 'player', amount: 10_000 }])).statusCode).toBe(200);
    const other = newTables();
    try {
      t.clock.now = resultAt(round.round_no, round.cards.length) + 10;
      await Promise.all([tables.tick(), other.tick(), tables.tick(), other.tick()]);
      await tables.tick();
    } finally {
      await other.stop();
    }
    expect(await providerBalance(t, me.playerId)).toBe(90_000 + 20_000);
    const rows = await sql<{ revision: number; win: number }>`select revision, win from sandbox_rounds where player_id = ${me.playerId}`.execute(t.db);
    expect(rows.rows.map((r) => [Number(r.revision), Number(r.win)])).toEqual([[1, 20_000]]);
  });

  it('deals a round once, from where the one before stopped, when instances tick together', async () => {
    const before = await nextRound();
    const other = newTables();
    try {
      t.clock.now = roundStartsAt(before.round_no + 1) + 5;
      await Promise.all([tables.tick(), other.tick(), other.tick(), tables.tick()]);
    } finally {
      await other.stop();
    }
    const dealt = await sql<{ round_no: number; position_start: number; shoe_id: string }>`
      select round_no, position_start, shoe_id from sandbox_table_rounds where table_id = ${TABLE} and round_no = ${before.round_no + 1}`.execute(t.db);
    expect(dealt.rows).toHaveLength(1);
    const row = dealt.rows[0]!;
    if (row.shoe_id === before.shoe_id) expect(row.position_start).toBe(before.position_start + before.cards.length);
    else expect(row.position_start).toBe(0);
  });

  it('keeps the rounds going on its own once started, until stopped', async () => {
    const before = await nextRound();
    const own = createTables({ db: t.database, platform: createPlatformClient({ secret: stub.secret, baseUrl: () => stub.url, now: () => t.clock.now }), pusher, now: () => t.clock.now, tickMs: 20 });
    t.clock.now = roundStartsAt(before.round_no + 1) + 5;
    own.start();
    try {
      await eventually(() => tablesRepo.findRound(t.database, TABLE, before.round_no + 1));
    } finally {
      await own.stop();
    }
  });

  it('deals every round of a shoe from where the last one stopped, then reveals the seed: the shoe recomputes', async () => {
    const me = await sitDown(10_000);
    const first = await nextRound();
    let round = first;
    while (round.shoe_id === first.shoe_id) round = await nextRound();
    // Several instances agree on the round of the clock.
    expect(roundNoAt(t.clock.now)).toBe(round.round_no);
    expect(round.position_start).toBe(0);
    t.clock.now = roundStartsAt(round.round_no) + CYCLE_MS - 1;
    const state = (await call('/baccarat/state', me.token)).json();
    expect(state.shoe.shoeId).toBe(round.shoe_id);
    expect(state.shoe.serverSeed).toBeNull();
    const finished = state.lastShoe;
    expect(finished.shoeId).toBe(first.shoe_id);
    expect(verifyServerSeed(finished.serverSeed, finished.serverSeedHash)).toBe(true);

    const recall = (await call('/baccarat/shoe', me.token, { shoeId: first.shoe_id })).json();
    const shoe = shoeOf(finished.serverSeed, first.shoe_id);
    let position = 0;
    for (const r of recall.rounds as { position: number; cards: number[] }[]) {
      expect(r.position).toBe(position);
      const { hand, next } = dealHand(shoe, r.position);
      expect(r.cards).toEqual(hand.dealt);
      position = next;
    }
    expect(recall.rounds.length).toBeGreaterThan(50);
  }, 120_000);
});
