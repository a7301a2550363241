import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import type { BoardFixture, SportsbookBet, SportsbookBoardResponse, SportsbookPriceChanged, TradingChangeResponse } from '@app/contract/sandbox-sportsbook';
import { accumulatorReturn, parseOdds } from '@app/domain/sportsbook';
import type { BetRoundDetail, OperatorRouteName } from '@app/contract';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, type TestMember } from '../ledger/helpers.ts';
import { reconcileNow } from '../games/play-harness.ts';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { operatorCall, signInNewOperator } from '../operator/helpers.ts';
import { seedDemoFixtures } from '../../src/modules/sandbox-provider/sportsbook/service.ts';

const lib = { depositFromCashIn, auditLedger, operatorCall, signInNewOperator, seedDemoFixtures };


const said = (res: { json(): unknown }) => [(res.json() as { message: string | string[] }).message].flat().join(' ');
const MINUTE = 60_000;
const result = (ft: [number, number], ht: [number, number]) => ({ fullTime: { home: ft[0], away: ft[1] }, firstHalf: { home: ht[0], away: ht[1] } });

/**
 * The sportsbook end to end (issue 11, "Thể thao" and "E-sports"), through the platform and the sandbox
 * provider: money into the SB account, fixtures and markets made by a trader through the console's API,
 * singles and a xiên on the game page, prices that move while the slip is open, results settled at once
 * and once, a corrected result resettled by the difference and audited, refusals that take nothing.
 */
describe.each(BACKENDS)('sportsbook on $name', (backend) => {
  const t = useTestApp(backend);
  let member: TestMember;
  let trader: string;
  let session: string;
  const INTO_SB = 3_000_000;

  beforeAll(async () => {
    member = await registerMember(t);
    await lib.depositFromCashIn(t.database, { memberId: member.memberId, amount: 10_000_000, idempotencyKey: 'fixture-deposit' });
    const moved = await call(t.app, 'walletTransfer', { from: 'Member', to: 'SB', amount: INTO_SB, idempotencyKey: newKey() }, { token: member.token });
    expect(moved.statusCode, moved.body).toBe(200);
    trader = (await lib.signInNewOperator(t, 'content')).token;
    session = await openGame('the-thao');
  });

  // Member calls are signed at the app's clock (which the suite moves past kick-offs).
  let stamp = 0;
  const memberCall = (name: Parameters<typeof call>[1], body: unknown) => {
    stamp = Math.max(t.clock.now, stamp + 1);
    return call(t.app, name, body, { token: member.token, timestamp: stamp });
  };

  async function openGame(gameId: string) {
    const launch = await memberCall('gameLaunch', { gameId });
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().url, 'http://x').searchParams.get('token');
    const res = await page(null, '/game/session', { launchToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sessionToken as string;
  }

  function page(sessionToken: string | null, path: string, body: unknown = {}) {
    return t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PROVIDER_BASE_PATH}${path}`,
      headers: { 'content-type': 'application/json', ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}) },
      payload: JSON.stringify(body),
    });
  }

  async function trade(name: OperatorRouteName, body: unknown, token = trader): Promise<TradingChangeResponse> {
    const res = await lib.operatorCall(t.app, name, body, { token });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    return res.json() as TradingChangeResponse;
  }

  /** A fixture kicking off in a minute with one market; returns both ids. */
  async function fixtureWith(market: { kind: string; period?: string; line?: number | null; format: string; prices: Record<string, string>; minStake?: number; maxStake?: number }, sport = 'football') {
    const created = await trade('sportsbookFixtureCreate', { sport, league: 'V.League 1', home: `Nhà ${newKey().slice(2, 8)}`, away: 'Khách', kickoff: new Date(t.clock.now + MINUTE).toISOString() });
    const fixtureId = created.fixture.fixtureId;
    const withMarket = await trade('sportsbookMarketCreate', { fixtureId, period: 'full-time', minStake: 10_000, maxStake: 5_000_000, ...market });
    return { fixtureId, marketId: withMarket.fixture.markets.at(-1)!.marketId };
  }

  const board = async (format?: string) => {
    const res = await page(session, '/game/sportsbook/board', format ? { format } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SportsbookBoardResponse;
  };
  const boardMarket = async (marketId: string, format?: string) =>
    (await board(format)).fixtures.flatMap((f: BoardFixture) => f.markets).find((m) => m.marketId === marketId)!;
  const place = (legs: { marketId: string; side: string; priceVersion: number }[], stake: number, extra: Record<string, unknown> = {}) =>
    page(session, '/game/sportsbook/place', { legs, stake, clientId: newKey(), format: 'malay', ...extra });
  const myBets = async () => ((await page(session, '/game/sportsbook/bets')).json() as { bets: SportsbookBet[] }).bets;
  /** The member's recall of a bet in "Lịch sử cược", as the platform stored it. */
  const recall = async (roundId: string) => {
    const res = await memberCall('betRound', { provider: 'SABA', roundId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BetRoundDetail;
  };
  const balance = async () => (await board()).balance;

  it('seeds a few demo fixtures with their markets for development, once', async () => {
    const created = await lib.seedDemoFixtures(t.database, t.clock.now);
    expect(created).toBeGreaterThan(0);
    const football = (await board()).fixtures.filter((f) => f.league === 'V.League 1' && f.home === 'Hà Nội FC');
    expect(football).toHaveLength(1);
    expect(football[0]!.markets.map((m) => `${m.kind} ${m.period}`)).toEqual(['handicap full-time', 'over-under full-time', '1x2 full-time', 'handicap first-half']);
    expect(await lib.seedDemoFixtures(t.database, t.clock.now)).toBe(0);
  });

  it('refuses the trading desk to an operator without a trading role, and changes nothing', async () => {
    const support = (await lib.signInNewOperator(t, 'support')).token;
    const before = (await lib.operatorCall(t.app, 'sportsbookFixtures', {}, { token: trader })).json().fixtures.length;
    const res = await lib.operatorCall(t.app, 'sportsbookFixtureCreate', { sport: 'football', league: 'V.League 1', home: 'A', away: 'B', kickoff: new Date(t.clock.now + MINUTE).toISOString() }, { token: support });
    expect(res.statusCode).toBe(403);
    expect((await lib.operatorCall(t.app, 'sportsbookFixtures', {}, { token: trader })).json().fixtures.length).toBe(before);
    // Bodies are checked in Vietnamese before anything reaches the provider.
    const bad = await lib.operatorCall(t.app, 'sportsbookMarketCreate', { fixtureId: 'FX-x', kind: 'handicap', period: 'full-time', line: 0.3, format: 'malay', prices: { home: 0.9 }, minStake: 1, maxStake: 2 }, { token: trader });
    expect(bad.statusCode).toBe(400);
    expect(said(bad)).toMatch(/bước 0,25/);
    expect(said(bad)).toMatch(/Tỷ lệ phải là một số thập phân/);
  });

  it('settles single handicap and over/under bets exactly (a half win, a win at a negative price), once, and resettles a corrected result by the difference', async () => {
    const handicap = await fixtureWith({ kind: 'handicap', line: -0.75, format: 'malay', prices: { home: '0.92', away: '0.96' } });
    const totals = await trade('sportsbookMarketCreate', { fixtureId: handicap.fixtureId, kind: 'over-under', period: 'full-time', line: 2.5, format: 'malay', prices: { over: '0.88', under: '-0.80' }, minStake: 10_000, maxStake: 5_000_000 });
    const underId = totals.fixture.markets.find((m) => m.kind === 'over-under')!.marketId;
    const start = await balance();

    const home = await boardMarket(handicap.marketId);
    expect(home).toMatchObject({ kind: 'handicap', line: -0.75, prices: { home: '0.92', away: '0.96' }, priceVersion: 1 });
    // The same market in decimal for a member who prefers it: 1 + Malay on a positive price.
    expect((await boardMarket(handicap.marketId, 'decimal')).prices).toEqual({ home: '1.92', away: '1.96' });

    const clientId = newKey();
    const single = await place([{ marketId: handicap.marketId, side: 'home', priceVersion: 1 }], 100_000, { clientId });
    expect(single.statusCode, single.body).toBe(200);
    const bet1 = single.json().bet as SportsbookBet;
    expect(bet1).toMatchObject({ kind: 'single', stake: 100_000, risk: 100_000, potentialReturn: 192_000, status: 'open', win: 0 });
    // The slip sent again (a lost answer retried): the same bet, nothing taken twice.
    const again = await place([{ marketId: handicap.marketId, side: 'home', priceVersion: 1 }], 100_000, { clientId });
    expect(again.json().bet.betId).toBe(bet1.betId);

    // Malay −0.80: the member risks 80,000 to win 100,000.
    const under = await place([{ marketId: underId, side: 'under', priceVersion: 1 }], 100_000);
    expect(under.statusCode, under.body).toBe(200);
    const bet2 = under.json().bet as SportsbookBet;
    expect(bet2).toMatchObject({ risk: 80_000, potentialReturn: 180_000 });
    expect(await balance()).toBe(start - 180_000);

    // A result before kick-off is refused; after it, settled at once.
    const early = await lib.operatorCall(t.app, 'sportsbookResultEnter', { fixtureId: handicap.fixtureId, result: result([1, 0], [0, 0]) }, { token: trader });
    expect(early.statusCode).toBe(409);
    t.clock.now += 1.5 * MINUTE;
    const entered = await trade('sportsbookResultEnter', { fixtureId: handicap.fixtureId, result: result([1, 0], [0, 0]) });
    expect(entered.settlement).toEqual({ settled: 2, resettled: 0, moved: 0 });
    expect(entered.fixture).toMatchObject({ status: 'finished', bets: { open: 0, settled: 2 } });

    // Home −0.75 won 1–0: half the stake wins at 0.92, half comes back. Under 2.5 at −0.80: 80,000 + 100,000.
    let bets = await myBets();
    const settled1 = bets.find((b) => b.betId === bet1.betId)!;
    const settled2 = bets.find((b) => b.betId === bet2.betId)!;
    expect(settled1).toMatchObject({ status: 'settled', win: 146_000 });
    expect(settled1.legs[0]!.outcome).toBe('half-win');
    expect(settled2).toMatchObject({ status: 'settled', win: 180_000 });
    expect(settled2.legs[0]!.outcome).toBe('win');
    expect(await balance()).toBe(start - 180_000 + 326_000);
    // The member's recall of a first settlement: revision 1, and nothing says it was corrected.
    await reconcileNow(t);
    const first = await recall(bet1.betId);
    expect(first).toMatchObject({ status: 'settled', win: 146_000, revision: 1 });
    expect(first.detail).toMatchObject({ kind: 'sportsbook-bet', legs: [{ outcome: 'half-win' }] });
    expect(first.detail).not.toHaveProperty('correction');

    // The same result again pays nothing more; another result needs a correction.
    const twice = await trade('sportsbookResultEnter', { fixtureId: handicap.fixtureId, result: result([1, 0], [0, 0]) });
    expect(twice.settlement).toEqual({ settled: 0, resettled: 0, moved: 0 });
    expect(await balance()).toBe(start + 146_000);
    const other = await lib.operatorCall(t.app, 'sportsbookResultEnter', { fixtureId: handicap.fixtureId, result: result([1, 1], [0, 0]) }, { token: trader });
    expect(other.statusCode).toBe(409);
    expect(said(other)).toMatch(/Sửa kết quả/);

    // Corrected to 1–1: home −0.75 loses all (146,000 taken back); under 2.5 still wins (unchanged).
    t.clock.now += MINUTE;
    const correctedAt = new Date(t.clock.now).toISOString();
    const corrected = await trade('sportsbookResultCorrect', { fixtureId: handicap.fixtureId, result: result([1, 1], [0, 0]), reason: 'Trọng tài công nhận bàn gỡ phút bù giờ' });
    // Both are settled again (the score each leg was settled on is in its record); only the handicap's money moves.
    expect(corrected.settlement).toEqual({ settled: 0, resettled: 2, moved: -146_000 });
    bets = await myBets();
    expect(bets.find((b) => b.betId === bet1.betId)).toMatchObject({ status: 'settled', win: 0 });
    expect(bets.find((b) => b.betId === bet1.betId)!.legs[0]!.outcome).toBe('loss');
    expect(bets.find((b) => b.betId === bet2.betId)).toMatchObject({ win: 180_000 });
    const providerBalance = await balance();
    expect(providerBalance).toBe(start);
    // The same correction twice: nothing more.
    expect((await trade('sportsbookResultCorrect', { fixtureId: handicap.fixtureId, result: result([1, 1], [0, 0]), reason: 'Gửi lại' })).settlement).toEqual({ settled: 0, resettled: 0, moved: 0 });

    // The platform heard the placements, the settlements and the correction: the SB account is what the
    // provider holds, "Lịch sử cược" shows the last result, and no money was made or lost.
    await reconcileNow(t);
    const accounts = (await memberCall('walletBalances', undefined)).json().accounts as { walletKey: string; balance: number }[];
    expect(accounts.find((a) => a.walletKey === 'SB')!.balance).toBe(providerBalance);
    const history = await memberCall('betHistory', { provider: 'SABA' });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().items as { roundId: string; stake: number; win: number }[];
    expect(rows.find((r) => r.roundId === bet1.betId)).toMatchObject({ stake: 100_000, win: 0 });
    expect(rows.find((r) => r.roundId === bet2.betId)).toMatchObject({ stake: 80_000, win: 180_000 });
    expect(await lib.auditLedger(t.database)).toMatchObject({ ok: true, conserved: true, negativeAccounts: 0 });

    // The correction is in the operator audit log, with the result before and after and the reason.
    const audit = await t.db.selectFrom('operator_audit_log').select(['action', 'target_id', 'details']).where('action', '=', 'sportsbook.result_correct').orderBy('id').execute();
    expect(audit[0]).toMatchObject({
      target_id: handicap.fixtureId,
      details: { before: '1-0 (H1 0-0)', after: '1-1 (H1 0-0)', reason: 'Trọng tài công nhận bàn gỡ phút bù giờ', resettled: 2, moved: -146_000 },
    });

    // The member's recall says the result was corrected: the revision the platform stored (the same
    // correction sent twice is still one), when, and what the bet paid before; its legs are the new result.
    const recalled = await recall(bet1.betId);
    expect(recalled).toMatchObject({ status: 'settled', win: 0, revision: 2 });
    expect(recalled.detail).toMatchObject({ legs: [{ outcome: 'loss', result: result([1, 1], [0, 0]) }], correction: { at: correctedAt, previousReturn: 146_000 } });
    // The under bet's score changed but not its return: corrected all the same, from 180,000 to 180,000.
    const unchanged = await recall(bet2.betId);
    expect(unchanged).toMatchObject({ win: 180_000, revision: 2 });
    expect(unchanged.detail).toMatchObject({ correction: { at: correctedAt, previousReturn: 180_000 } });
  });

  it('pays an accumulator with a cancelled fixture on its other legs only (the void leg at odds 1)', async () => {
    const over = await fixtureWith({ kind: 'over-under', line: 2.5, format: 'malay', prices: { over: '0.90', under: '0.98' } });
    const home = await fixtureWith({ kind: '1x2', line: null, format: 'decimal', prices: { home: '2.00', draw: '3.30', away: '3.60' } });
    const away = await fixtureWith({ kind: 'handicap', line: -0.25, format: 'malay', prices: { home: '0.95', away: '-0.90' } });
    const start = await balance();
    const legs = [
      { marketId: over.marketId, side: 'over', priceVersion: 1 },
      { marketId: home.marketId, side: 'home', priceVersion: 1 },
      { marketId: away.marketId, side: 'away', priceVersion: 1 },
    ];
    // Two legs of one fixture are refused.
    const same = await place([legs[0]!, { marketId: over.marketId, side: 'under', priceVersion: 1 }], 100_000);
    expect(same.statusCode).toBe(400);
    expect(said(same)).toMatch(/cùng một trận/);

    const res = await place(legs, 100_000);
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json().bet as SportsbookBet;
    expect(bet).toMatchObject({ kind: 'accumulator', risk: 100_000 });
    // 1x2 decimal 2.00 is Malay 1.00 on the member's slip.
    expect(bet.legs.map((l) => l.quote)).toEqual(['0.90', '1.00', '-0.90']);
    expect(await balance()).toBe(start - 100_000);

    t.clock.now += 1.5 * MINUTE;
    await trade('sportsbookResultEnter', { fixtureId: over.fixtureId, result: result([2, 1], [1, 0]) });
    await trade('sportsbookFixtureCancel', { fixtureId: home.fixtureId, reason: 'Sân ngập nước, trận đấu bị hủy' });
    expect((await myBets()).find((b) => b.betId === bet.betId)!.status).toBe('open');
    const last = await trade('sportsbookResultEnter', { fixtureId: away.fixtureId, result: result([0, 0], [0, 0]) });
    expect(last.settlement).toMatchObject({ settled: 1 });

    // Over 2.5 won (× 1.90), the cancelled 1x2 leg counts 1, away +0.25 at 0–0 half-won (× (1 + 19/9) / 2).
    const settled = (await myBets()).find((b) => b.betId === bet.betId)!;
    expect(settled.legs.map((l) => l.outcome)).toEqual(['win', 'void', 'half-win']);
    const expected = accumulatorReturn(100_000, [
      { price: parseOdds('0.90', 'malay'), outcome: 'win' },
      { price: parseOdds('-0.90', 'malay'), outcome: 'half-win' },
    ]);
    expect(expected).toBe(295_555);
    expect(settled).toMatchObject({ status: 'settled', win: expected });
    expect(await balance()).toBe(start - 100_000 + expected);

    // A single on a cancelled fixture comes back whole, void, with the reason.
    const single = await fixtureWith({ kind: 'handicap', line: 0, format: 'malay', prices: { home: '0.90', away: '0.90' } });
    const placed = await place([{ marketId: single.marketId, side: 'home', priceVersion: 1 }], 50_000);
    expect(placed.statusCode, placed.body).toBe(200);
    await trade('sportsbookFixtureCancel', { fixtureId: single.fixtureId, reason: 'Đội khách bỏ cuộc' });
    const voided = (await myBets()).find((b) => b.betId === placed.json().bet.betId)!;
    expect(voided).toMatchObject({ status: 'void', win: 50_000, reason: 'Trận đấu bị hủy: Đội khách bỏ cuộc' });
    expect(voided.legs[0]!.outcome).toBe('void');
  });

  it('asks the member to confirm a price that changed while the slip was open, then takes the bet at the new price', async () => {
    const { marketId } = await fixtureWith({ kind: 'handicap', line: -0.5, format: 'malay', prices: { home: '0.95', away: '0.93' } });
    const seen = await boardMarket(marketId);
    const start = await balance();
    const changed = await trade('sportsbookMarketPrice', { marketId, format: 'malay', prices: { home: '0.85', away: '-0.97' } });
    expect(changed.fixture.markets[0]).toMatchObject({ priceVersion: 2, prices: { home: '0.85', away: '-0.97' } });

    const stale = await place([{ marketId, side: 'home', priceVersion: seen.priceVersion }], 200_000);
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as SportsbookPriceChanged;
    expect(body.message).toMatch(/^Tỷ lệ đã thay đổi/);
    expect(body.legs).toEqual([{ marketId, side: 'home', priceVersion: 2, quote: '0.85', status: 'open' }]);
    expect(await balance()).toBe(start);

    const confirmed = await place([{ marketId, side: 'home', priceVersion: body.legs[0]!.priceVersion }], 200_000);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().bet.legs[0]).toMatchObject({ quote: '0.85', priceVersion: 2 });
    expect(confirmed.json().bet.potentialReturn).toBe(370_000);
    expect(await balance()).toBe(start - 200_000);
  });

  it('refuses a bet on a suspended market, after kick-off, outside the stake limits or beyond the wallet, and takes nothing', async () => {
    const { fixtureId, marketId } = await fixtureWith({ kind: 'handicap', line: 0.25, format: 'malay', prices: { home: '0.90', away: '0.98' }, minStake: 20_000, maxStake: 1_000_000 });
    const start = await balance();
    const leg = [{ marketId, side: 'away', priceVersion: 1 }];

    await trade('sportsbookMarketSuspend', { marketId });
    const suspended = await place(leg, 100_000);
    expect(suspended.statusCode).toBe(409);
    expect(said(suspended)).toMatch(/tạm khóa/);
    expect((await board()).fixtures.find((f) => f.fixtureId === fixtureId)).toBeUndefined();
    await trade('sportsbookMarketReopen', { marketId });

    const small = await place(leg, 10_000);
    expect(small.statusCode).toBe(400);
    expect(said(small)).toMatch(/Tiền cược phải từ 20\.000 đến 1\.000\.000 VND/);
    const short = await trade('sportsbookMarketCreate', { fixtureId, kind: 'over-under', period: 'full-time', line: 2.5, format: 'malay', prices: { over: '0.9', under: '0.9' }, minStake: 10_000, maxStake: 50_000_000 });
    const ou = short.fixture.markets.find((m) => m.kind === 'over-under')!.marketId;
    const tooMuch = await place([{ marketId: ou, side: 'over', priceVersion: 1 }], 40_000_000);
    expect(tooMuch.statusCode).toBe(400);
    expect(said(tooMuch)).toBe('Số dư không đủ');

    t.clock.now += 1.5 * MINUTE;
    const late = await place(leg, 100_000);
    expect(late.statusCode).toBe(409);
    expect(said(late)).toMatch(/đã bắt đầu/);
    expect(await balance()).toBe(start);
    expect((await myBets()).some((b) => b.legs.some((l) => l.fixtureId === fixtureId))).toBe(false);
  });

  it('refuses a correction that would take back more than the member holds at the provider, and changes nothing', async () => {
    const { fixtureId, marketId } = await fixtureWith({ kind: '1x2', line: null, format: 'decimal', prices: { home: '5.00', draw: '3.00', away: '1.50' } });
    const placed = await place([{ marketId, side: 'home', priceVersion: 1 }], 100_000, { format: 'decimal' });
    expect(placed.statusCode, placed.body).toBe(200);
    t.clock.now += 1.5 * MINUTE;
    await trade('sportsbookResultEnter', { fixtureId, result: result([2, 0], [1, 0]) });
    // Won 500,000; the member takes everything back to the main wallet.
    const held = await balance();
    await reconcileNow(t);
    const out = await memberCall('walletTransfer', { from: 'SB', to: 'Member', amount: held, idempotencyKey: newKey() });
    expect(out.statusCode, out.body).toBe(200);
    expect(await balance()).toBe(0);

    const refused = await lib.operatorCall(t.app, 'sportsbookResultCorrect', { fixtureId, result: result([0, 2], [0, 1]), reason: 'Nhập nhầm đội' }, { token: trader });
    expect(refused.statusCode).toBe(409);
    expect(said(refused)).toMatch(/số dư của người chơi .* không đủ/);
    const fixture = (await lib.operatorCall(t.app, 'sportsbookFixtures', { fixtureId }, { token: trader })).json().fixtures[0];
    expect(fixture.result).toEqual(result([2, 0], [1, 0]));
    expect((await myBets()).find((b) => b.betId === placed.json().bet.betId)).toMatchObject({ win: 500_000 });
    const audited = await t.db.selectFrom('operator_audit_log').select('id').where('action', '=', 'sportsbook.result_correct').where('target_id', '=', fixtureId).execute();
    expect(audited).toHaveLength(0);
  });

  it('keeps e-sports on a board of their own', async () => {
    const { fixtureId } = await fixtureWith({ kind: 'handicap', line: -1.5, format: 'malay', prices: { home: '0.90', away: '0.90' } }, 'esports');
    const esports = await openGame('e-sports');
    const res = await page(esports, '/game/sportsbook/board');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SportsbookBoardResponse).fixtures.map((f) => f.fixtureId)).toContain(fixtureId);
    expect((await board()).fixtures.map((f) => f.fixtureId)).not.toContain(fixtureId);
    const other = await page(await openGame('tai-xiu'), '/game/sportsbook/board');
    expect(other.statusCode).toBe(400);
    expect(said(other)).toBe('Phiên chơi này không dành cho thể thao.');
  });
});
