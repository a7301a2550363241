import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyServerSeed } from '@app/domain';
import { XOC_DIA_BET_KINDS, xocDiaReturn, xocDiaRound, type XocDiaBet } from '@app/domain/casino';
import { XOC_DIA_PATHS, type XocDiaStateResponse } from '@app/contract/sandbox-xoc-dia';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { createBetPusher, type BetPusher } from '../../src/modules/sandbox-provider/bet-records.ts';
import { createFaults } from '../../src/modules/sandbox-provider/faults.ts';
import { createPlatformClient, platformUrlResolver } from '../../src/modules/sandbox-provider/platform-client.ts';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { engineGameName } from '../../src/modules/sandbox-provider/engines.ts';
import { ALL_TABLES, tableRegistry } from '../../src/modules/sandbox-provider/tables/registry.ts';
import { createTables, type Tables } from '../../src/modules/sandbox-provider/tables/service.ts';
import { XOC_DIA_TABLES } from '../../src/modules/sandbox-provider/tables/xoc-dia/game.ts';
import { betsCloseAt, CYCLE_MS, resultAt, roundNoAt, roundStartsAt, SERIES_ROUNDS } from '../../src/modules/sandbox-provider/tables/xoc-dia/definitions.ts';
import * as xocDiaRepo from '../../src/modules/sandbox-provider/tables/xoc-dia/repository.ts';
import * as engineRepo from '../../src/modules/sandbox-provider/tables/repository.ts';
import { call } from '../helpers/api-client.ts';
import { countingDatabase } from '../helpers/counting-database.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, type TestMember } from '../ledger/helpers.ts';
import { reconcileNow } from '../games/play-harness.ts';
import { newId, P, providerBalance } from './helpers.ts';

/**
 * The live xóc đĩa table end to end, through the platform: money into the AES account (SEX), a launch of
 * 'xoc-dia-ban-1', bets on the round the clock runs, the bowl lifted and every bet paid by xocDiaReturn,
 * the series' seed revealed after its 30th round, and the platform's books agreeing with the provider.
 */
const TABLE = 'xoc-dia-ban-1';
const GAME_ID = 'xoc-dia-ban-1';
const said = (res: { json(): unknown }) => [(res.json() as { message: string | string[] }).message].flat().join(' ');

/** A different amount per kind, so that a return paid on the wrong line shows. */
const EVERY_KIND: { kind: XocDiaBet; amount: number }[] = [
  { kind: 'chan', amount: 20_000 },
  { kind: 'le', amount: 30_000 },
  { kind: 'four-red', amount: 10_000 },
  { kind: 'four-white', amount: 11_000 },
  { kind: 'three-red', amount: 12_000 },
  { kind: 'three-white', amount: 13_000 },
];
const EVERY_KIND_STAKE = EVERY_KIND.reduce((sum, b) => sum + b.amount, 0);

describe('the live tables of every game', () => {
  it('keeps table ids and series prefixes unique across games, and names each engine', () => {
    expect(Object.keys(tableRegistry().tables).sort()).toEqual(['ban-1', 'xoc-dia-ban-1']);
    const xocDia = XOC_DIA_TABLES[0]!;
    expect(() => tableRegistry([...ALL_TABLES, { ...xocDia, id: 'ban-1', seriesPrefix: 'xd2' }])).toThrow(/used twice/);
    expect(() => tableRegistry([...ALL_TABLES, { ...xocDia, id: 'xoc-dia-ban-2', seriesPrefix: 'ban-1' }])).toThrow(/used twice/);
    expect(engineGameName('xoc-dia:ban-1')).toBe('Xóc Đĩa Bàn 1');
    expect(engineGameName('baccarat:ban-1')).toBe('Baccarat Bàn 1');
    expect(engineGameName('xoc-dia:ban-9')).toBeNull();
  });
});

describe.each(BACKENDS)('the live xóc đĩa table on $name', (backend) => {
  // The clock runs ahead of the device by tens of minutes: the member's access token must outlive that.
  const t = useTestApp(backend, { ACCESS_TOKEN_TTL_SECONDS: '86400' });
  let secret = '';
  /** Members registered while the app's clock is the device's (a registration is signed at the device's time). */
  const members: TestMember[] = [];
  let pusher: BetPusher;
  let tables: Tables;

  // The provider's calls to the platform go to the app itself, as the app's own provider's do.
  const platformClient = () => createPlatformClient({ secret, baseUrl: platformUrlResolver(undefined, t.app.server), now: () => t.clock.now });
  const newTables = () => createTables({ db: t.database, platform: platformClient(), pusher, now: () => t.clock.now });

  beforeAll(async () => {
    secret = await providerSecret(t.database);
    const platform = platformClient();
    pusher = createBetPusher({ db: t.database, platform, faults: createFaults(), log: { warn: () => {} }, now: () => t.clock.now, retryMs: 60_000 });
    // The test's own instance of the tables beside the app's (whose ticker runs too): two instances on one database.
    tables = newTables();
    for (let i = 0; i < 11; i += 1) members.push(await registerMember(t));
  });
  afterAll(async () => {
    await tables.stop();
    await pusher.stop();
  });

  const page = (path: string, token: string, body: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `${P}${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const state = async (token: string) => (await page(XOC_DIA_PATHS.state, token)).json() as XocDiaStateResponse;

  /** A member's call to the platform, signed at the app's clock (strictly later each time: no two share a signature). */
  let lastStamp = 0;
  const platformCall = (name: Parameters<typeof call>[1], body: unknown, member: TestMember) => {
    lastStamp = Math.max(t.clock.now, lastStamp + 1);
    return call(t.app, name, body, { token: member.token, timestamp: lastStamp });
  };

  /** A member with `amount` in the AES account (SEX), at the table through the platform's launch. */
  async function sitDown(amount: number, gameId = GAME_ID) {
    const member = members.pop();
    if (!member) throw new Error('no member left: register more in beforeAll');
    await depositFromCashIn(t.database, { memberId: member.memberId, amount, idempotencyKey: newKey() });
    const moved = await platformCall('walletTransfer', { from: 'Member', to: 'SEX', amount, idempotencyKey: newKey() }, member);
    expect(moved.statusCode, moved.body).toBe(200);
    const launch = await platformCall('gameLaunch', { gameId }, member);
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().url, 'http://x').searchParams.get('token');
    const session = await t.app.inject({ method: 'POST', url: `${P}/game/session`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ launchToken }) });
    expect(session.statusCode, session.body).toBe(200);
    // The sandbox keeps a wallet per provider code: the player is the member within AES.
    return { member, playerId: `AES.${member.memberId}`, token: session.json().sessionToken as string };
  }

  /** The clock moved to `offset` ms into the next round not yet drawn, that round drawn by a tick. */
  async function nextRound(offset = 1_000): Promise<xocDiaRepo.TableRoundRow> {
    const latest = await xocDiaRepo.latestRound(t.database, TABLE);
    const no = Math.max(roundNoAt(t.clock.now), latest ? latest.round_no : 0) + 1;
    t.clock.now = roundStartsAt(no) + offset;
    await tables.tick();
    return (await xocDiaRepo.findRound(t.database, TABLE, no))!;
  }

  /** The next round whose coins (read from the database, as no member can) show `reds` reds. */
  async function roundWithReds(reds: number): Promise<xocDiaRepo.TableRoundRow> {
    for (let i = 0; i < 400; i += 1) {
      const round = await nextRound();
      if (round.result.reds === reds) return round;
    }
    throw new Error(`no round with ${reds} reds in 400`);
  }

  /** The clock moved past the round's result and a tick run: the round settled. */
  async function settle(round: xocDiaRepo.TableRoundRow) {
    t.clock.now = resultAt(round.round_no) + 10;
    await tables.tick();
    // The app's own ticker may have taken the round first (skip locked): holding its row for share waits
    // for that settlement to commit, so what the test reads next is the settled round.
    await t.database.transaction((txn) => engineRepo.findRound(txn, round.table_id, round.round_no, { lock: 'share' }));
  }

  const bet = (token: string, roundNo: number, bets: { kind: string; amount: number }[], clientId = newId('c')) =>
    page(XOC_DIA_PATHS.bet, token, { roundNo, bets, clientId });

  it('refuses a bet after the close by the server clock, and takes nothing', async () => {
    const me = await sitDown(1_000_000);
    const round = await nextRound();
    t.clock.now = betsCloseAt(round.round_no);
    const late = await bet(me.token, round.round_no, [{ kind: 'chan', amount: 50_000 }]);
    expect(late.statusCode).toBe(400);
    expect(said(late)).toBe('Đã hết thời gian đặt cược cho ván này, vui lòng đặt ở ván sau');
    // A round that is over, or not yet open, is refused alike.
    expect((await bet(me.token, round.round_no - 1, [{ kind: 'chan', amount: 50_000 }])).statusCode).toBe(400);
    expect((await bet(me.token, round.round_no + 1, [{ kind: 'chan', amount: 50_000 }])).statusCode).toBe(400);
    expect(await providerBalance(t, me.playerId)).toBe(1_000_000);
    const rows = await sql<{ n: number }>`select count(*)::int as n from sandbox_rounds where player_id = ${me.playerId}`.execute(t.db);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('refuses bets outside the table limits, the wallet or the game, in the member\'s words', async () => {
    const me = await sitDown(3_000_000);
    const round = await nextRound();
    const refused = async (bets: { kind: string; amount: number }[]) => said(await bet(me.token, round.round_no, bets));
    expect(await refused([{ kind: 'chan', amount: 5_000 }])).toBe('Mức cược tối thiểu cửa Chẵn là 10,000 VND.');
    expect(await refused([{ kind: 'le', amount: 50_000_001 }])).toBe('Tổng cược cửa Lẻ trong một ván tối đa là 50,000,000 VND.');
    expect(await refused([{ kind: 'four-red', amount: 2_000_001 }])).toBe('Tổng cược cửa 4 Đỏ trong một ván tối đa là 2,000,000 VND.');
    expect(await refused([{ kind: 'four-white', amount: 9_999 }])).toBe('Mức cược tối thiểu cửa 4 Trắng là 10,000 VND.');
    expect(await refused([{ kind: 'three-red', amount: 10_000_001 }])).toBe('Tổng cược cửa 3 Đỏ 1 Trắng trong một ván tối đa là 10,000,000 VND.');
    // The maximum is per round, with what the player already has on the kind.
    expect((await bet(me.token, round.round_no, [{ kind: 'four-white', amount: 1_500_000 }])).statusCode).toBe(200);
    expect(await refused([{ kind: 'four-white', amount: 500_001 }])).toBe('Tổng cược cửa 4 Trắng trong một ván tối đa là 2,000,000 VND.');
    expect(await refused([{ kind: 'three-white', amount: 2_000_000 }])).toBe('Số dư không đủ');
    expect(await refused([{ kind: 'triple', amount: 20_000 }])).toBe('Cửa cược không hợp lệ.');
    expect(await refused([])).toBe('Chưa chọn cửa cược.');
    const extra = await page(XOC_DIA_PATHS.bet, me.token, { roundNo: round.round_no, bets: [{ kind: 'chan', amount: 20_000 }], clientId: newId('c'), table: 'vip' });
    expect(said(extra)).toBe('Dữ liệu không hợp lệ.');
    expect(said(await page(XOC_DIA_PATHS.series, me.token, { seriesId: 'not a series' }))).toBe('Mã chuỗi ván không hợp lệ.');
    expect(said(await page(XOC_DIA_PATHS.series, me.token, { seriesId: 'ban-1-1' }))).toBe('Không tìm thấy chuỗi ván này.');
    expect(await providerBalance(t, me.playerId)).toBe(1_500_000);
    // A session of another game is not a seat at this table, nor this session one at the baccarat's.
    expect(said(await page('/game/baccarat/state', me.token))).toBe('Phiên chơi này không dành cho bàn baccarat');
    const baccarat = await sitDown(100_000, 'baccarat-ban-1');
    const elsewhere = await page(XOC_DIA_PATHS.state, baccarat.token);
    expect(elsewhere.statusCode).toBe(400);
    expect(said(elsewhere)).toBe('Phiên chơi này không dành cho bàn xóc đĩa');
    expect((await page(XOC_DIA_PATHS.state, 'not-a-session-token-at-all')).statusCode).toBe(401);
  });

  it('shows nothing of the coins before the bowl is lifted, then every player the same result', async () => {
    const [a, b] = [await sitDown(100_000), await sitDown(100_000)];
    const round = await nextRound(2_000);
    const placed = await bet(a.token, round.round_no, [{ kind: 'chan', amount: 10_000 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().bet.result).toBeNull();

    for (const at of [roundStartsAt(round.round_no) + 2_000, betsCloseAt(round.round_no) + 1, resultAt(round.round_no) - 1]) {
      t.clock.now = at;
      const seen = await state(a.token);
      expect(seen.round).toMatchObject({ no: round.round_no, result: null, seriesId: round.shoe_id, position: round.position_start });
      expect(seen.round.phase).toBe(at < betsCloseAt(round.round_no) ? 'betting' : 'shaking');
      expect(seen.serverTime).toBe(new Date(at).toISOString());
      expect(JSON.stringify(seen)).not.toContain('coins');
      expect(seen.roads.map((r) => r.no)).not.toContain(round.round_no);
      const recall = (await page(XOC_DIA_PATHS.series, a.token, { seriesId: round.shoe_id })).json();
      expect(recall.rounds.map((r: { no: number }) => r.no)).not.toContain(round.round_no);
      expect(recall.series.serverSeed).toBeNull();
      const history = (await page(XOC_DIA_PATHS.history, a.token)).json();
      expect(history.bets[0]).toMatchObject({ roundNo: round.round_no, status: 'open', result: null });
    }

    await settle(round);
    const [ra, rb] = [await state(a.token), await state(b.token)];
    expect(ra.round.phase).toBe('result');
    expect(ra.round.result).toEqual({ coins: round.result.coins, reds: round.result.reds, parity: round.result.parity });
    expect(rb.round.result).toEqual(ra.round.result);
    expect(ra.roads.at(-1)).toEqual({ no: round.round_no, seriesId: round.shoe_id, reds: round.result.reds });
    expect(ra.series.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ra.table).toMatchObject({ id: TABLE, name: 'Xóc Đĩa Bàn 1', timing: { bettingMs: 15_000, shakeMs: 3_000, resultMs: 5_000, cycleMs: 23_000 } });
    const recall = (await page(XOC_DIA_PATHS.series, a.token, { seriesId: round.shoe_id })).json();
    expect(recall.rounds.at(-1)).toEqual({ no: round.round_no, position: round.position_start, coins: round.result.coins });
  });

  it('pays every bet kind by xocDiaReturn against the round\'s coins, whatever the number of reds', async () => {
    const me = await sitDown(1_000_000);
    let balance = 1_000_000;
    for (const reds of [4, 0, 3, 1, 2]) {
      const round = await roundWithReds(reds);
      const placed = await bet(me.token, round.round_no, EVERY_KIND);
      expect(placed.statusCode, placed.body).toBe(200);
      balance -= EVERY_KIND_STAKE;
      expect(placed.json()).toMatchObject({ balance, myBets: EVERY_KIND, bet: { status: 'open', stake: EVERY_KIND_STAKE, result: null } });
      await settle(round);
      const shown = (await state(me.token)).round.result!;
      expect(shown.coins).toEqual(round.result.coins);
      expect(shown.coins.filter((c) => c === 'red')).toHaveLength(reds);
      const returns = EVERY_KIND.map((b) => ({ ...b, win: xocDiaReturn(b.kind, shown, b.amount) }));
      const win = returns.reduce((sum, r) => sum + r.win, 0);
      balance += win;
      expect(await providerBalance(t, me.playerId)).toBe(balance);
      const [record] = (await page(XOC_DIA_PATHS.history, me.token)).json().bets;
      expect(record).toMatchObject({ roundNo: round.round_no, status: win > 0 ? 'won' : 'lost', win, result: shown });
      // The provider round carries the bets, the result and each line's return for the platform's recall.
      const provider = await t.db.selectFrom('sandbox_rounds').select(['detail', 'win', 'client_seed', 'nonce', 'server_seed_hash']).where('round_id', '=', record.betId).executeTakeFirstOrThrow();
      expect(provider.detail).toMatchObject({ kind: 'xoc-dia', tableId: TABLE, roundNo: round.round_no, seriesId: round.shoe_id, position: round.position_start, result: shown, returns });
      expect({ win: Number(provider.win), clientSeed: provider.client_seed, nonce: provider.nonce }).toEqual({ win, clientSeed: round.shoe_id, nonce: round.position_start });
    }
    // Two reds: chẵn pays 0.98 to 1 (20,000 → 39,600), everything else loses. Four of a colour pays 14 to 1.
    expect(xocDiaReturn('chan', { reds: 2 }, 20_000)).toBe(39_600);
    expect(xocDiaReturn('four-red', { reds: 4 }, 10_000)).toBe(150_000);
    expect(XOC_DIA_BET_KINDS).toEqual(EVERY_KIND.map((b) => b.kind));
  });

  it('takes a bet sent twice with the same clientId once', async () => {
    const me = await sitDown(100_000);
    const round = await nextRound();
    const clientId = newId('twice_');
    const [first, second] = await Promise.all([
      bet(me.token, round.round_no, [{ kind: 'le', amount: 30_000 }], clientId),
      bet(me.token, round.round_no, [{ kind: 'le', amount: 30_000 }], clientId),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().bet.betId).toBe(first.json().bet.betId);
    const third = await bet(me.token, round.round_no, [{ kind: 'le', amount: 30_000 }], clientId);
    expect(third.json().bet.betId).toBe(first.json().bet.betId);
    expect(await providerBalance(t, me.playerId)).toBe(70_000);
    const links = await sql<{ n: number }>`select count(*)::int as n from sandbox_table_bets where player_id = ${me.playerId}`.execute(t.db);
    expect(links.rows[0]!.n).toBe(1);
    expect((await bet(me.token, round.round_no, [{ kind: 'le', amount: 10_000 }])).json().myBets).toEqual([{ kind: 'le', amount: 40_000 }]);
  });

  it('costs no statement between the results it knows of: a tick within a round it has read runs none, the result brings the settling pass', async () => {
    const me = await sitDown(20_000);
    // An instance whose every statement is counted.
    const counted = countingDatabase(t.database);
    const statements = counted.statements;
    const idle = createTables({ db: counted.db, platform: platformClient(), pusher, now: () => t.clock.now });
    try {
      const round = await nextRound();
      await idle.tick();
      const afterFirst = statements();
      // The first tick read each table's round and swept for due rounds.
      expect(afterFirst).toBeGreaterThan(0);
      // At the same reading of the clock nothing is new: the rounds are known, no result is due.
      await idle.tick();
      await idle.tick();
      expect(statements()).toBe(afterFirst);
      // A bet, then the result: the settling pass runs, and pays it.
      const kind: XocDiaBet = round.result.parity === 'chan' ? 'chan' : 'le';
      expect((await bet(me.token, round.round_no, [{ kind, amount: 10_000 }])).statusCode).toBe(200);
      t.clock.now = resultAt(round.round_no) + 10;
      await idle.tick();
      expect(statements()).toBeGreaterThan(afterFirst);
      await t.database.transaction((txn) => engineRepo.findRound(txn, round.table_id, round.round_no, { lock: 'share' }));
      expect(await providerBalance(t, me.playerId)).toBe(10_000 + 19_800);
    } finally {
      await idle.stop();
    }
  });

  it('draws a round once and settles it once, however many instances tick at the same time', async () => {
    const me = await sitDown(100_000);
    const before = await nextRound();
    const other = newTables();
    try {
      const no = before.round_no + 1;
      t.clock.now = roundStartsAt(no) + 5;
      await Promise.all([tables.tick(), other.tick(), other.tick(), tables.tick()]);
      const drawn = await sql<{ round_no: number; position_start: number; shoe_id: string; game: string }>`
        select round_no, position_start, shoe_id, game from sandbox_table_rounds where table_id = ${TABLE} and round_no = ${no}`.execute(t.db);
      expect(drawn.rows).toHaveLength(1);
      const row = drawn.rows[0]!;
      expect(row.game).toBe('xoc-dia');
      expect(row.position_start).toBe(row.shoe_id === before.shoe_id ? before.position_start + 1 : 0);

      const round = (await xocDiaRepo.findRound(t.database, TABLE, no))!;
      const kind: XocDiaBet = round.result.parity === 'chan' ? 'chan' : 'le';
      expect((await bet(me.token, no, [{ kind, amount: 10_000 }])).statusCode).toBe(200);
      t.clock.now = resultAt(no) + 10;
      await Promise.all([tables.tick(), other.tick(), tables.tick(), other.tick()]);
      await tables.tick();
    } finally {
      await other.stop();
    }
    expect(await providerBalance(t, me.playerId)).toBe(90_000 + 19_800);
    const rows = await sql<{ revision: number; win: number }>`select revision, win from sandbox_rounds where player_id = ${me.playerId}`.execute(t.db);
    expect(rows.rows.map((r) => [Number(r.revision), Number(r.win)])).toEqual([[1, 19_800]]);
  });

  it('draws every round of a series from its committed seed, 30 of them, then reveals it: every round recomputes', async () => {
    const me = await sitDown(10_000);
    const first = await nextRound();
    let round = first;
    while (round.shoe_id === first.shoe_id) round = await nextRound();
    expect(round.position_start).toBe(0);
    expect(round.shoe_id).toBe(`xd1-${round.round_no}`);
    t.clock.now = roundStartsAt(round.round_no) + CYCLE_MS - 1;
    const seen = await state(me.token);
    expect(seen.series.seriesId).toBe(round.shoe_id);
    expect(seen.series.serverSeed).toBeNull();
    const finished = seen.lastSeries!;
    expect(finished.seriesId).toBe(first.shoe_id);
    expect(finished.seriesId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(verifyServerSeed(finished.serverSeed!, finished.serverSeedHash)).toBe(true);

    const recall = (await page(XOC_DIA_PATHS.series, me.token, { seriesId: first.shoe_id })).json();
    expect(recall.series).toEqual(finished);
    // Every round of the series, in order, the last one just before `round`.
    const rounds = recall.rounds as { no: number; position: number; coins: string[] }[];
    expect(rounds.at(-1)!.position).toBe(SERIES_ROUNDS - 1);
    expect(rounds.at(-1)!.no).toBe(round.round_no - 1);
    expect(Date.parse(finished.finishedAt!)).toBe(resultAt(round.round_no - 1));
    expect(rounds.map((r) => r.position)).toEqual(Array.from({ length: SERIES_ROUNDS }, (_, i) => i));
    for (const r of rounds) {
      expect(r.coins).toEqual(xocDiaRound(finished.serverSeed!, finished.seriesId, r.position).coins);
    }
  }, 120_000);

  it('keeps the AES account and the platform\'s bet history as the provider says, and the books balanced', async () => {
    const me = await sitDown(500_000);
    const played: { betId: string; stake: number }[] = [];
    for (const bets of [EVERY_KIND, [{ kind: 'chan' as const, amount: 100_000 }]]) {
      const round = await nextRound();
      const placed = await bet(me.token, round.round_no, bets);
      expect(placed.statusCode, placed.body).toBe(200);
      played.push({ betId: placed.json().bet.betId, stake: placed.json().bet.stake });
      await settle(round);
    }
    const wins = (await page(XOC_DIA_PATHS.history, me.token)).json().bets as { betId: string; win: number; status: string }[];
    expect(wins.every((b) => b.status !== 'open')).toBe(true);

    await reconcileNow(t);
    const provider = await providerBalance(t, me.playerId);
    expect(provider).toBe(500_000 - played.reduce((sum, p) => sum + p.stake, 0) + wins.reduce((sum, b) => sum + b.win, 0));
    const wallets = await platformCall('walletBalances', undefined, me.member);
    expect(wallets.statusCode, wallets.body).toBe(200);
    expect((wallets.json().accounts as { walletKey: string; balance: number }[]).find((a) => a.walletKey === 'SEX')!.balance).toBe(provider);
    const history = await platformCall('betHistory', { provider: 'AES' }, me.member);
    expect(history.statusCode, history.body).toBe(200);
    const items = history.json().items as { roundId: string; gameId: string; gameName: string; stake: number; win: number; status: string }[];
    for (const p of played) {
      const row = items.find((i) => i.roundId === p.betId)!;
      expect(row).toMatchObject({ gameId: GAME_ID, gameName: 'Xóc Đĩa Bàn 1', stake: p.stake, win: wins.find((b) => b.betId === p.betId)!.win, status: 'settled' });
    }
    const recall = await platformCall('betRound', { provider: 'AES', roundId: played[0]!.betId }, me.member);
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json()).toMatchObject({ engine: 'xoc-dia:ban-1', detail: { kind: 'xoc-dia', tableName: 'Xóc Đĩa Bàn 1', bets: EVERY_KIND } });
    expect(recall.json().fairness.clientSeed).toMatch(/^xd1-\d+$/);
    expect(await auditLedger(t.database)).toMatchObject({ ok: true, conserved: true, negativeAccounts: 0 });
  });
});
