import { beforeAll, describe, expect, it } from 'vitest';
import { deNumber, DEFAULT_LOTTERY_ODDS, lotteryStats, percentText } from '@app/domain/lottery';
import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import type { LotteryDrawResult, LotteryOddsChangeResponse, LotteryOddsResponse, LotteryStateResponse, LotteryTicket } from '@app/contract/sandbox-lottery';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, type TestMember } from '../ledger/helpers.ts';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { reconcileNow } from '../games/play-harness.ts';
import { auditRows, operatorCall, signInNewOperator, VIETNAMESE } from '../operator/helpers.ts';

/**
 * The lottery's odds set per bet type from the console (issue 11): an operator changes đề's payout
 * through the console's route, the provider sells at the new odds from then on, a ticket sold before
 * is settled at the odds it was sold at, the change is audited with before and after; odds that give
 * the member the edge are refused in Vietnamese and change nothing; support may read but not change.
 */
const ALL_NUMBERS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const said = (res: { json(): unknown }) => [(res.json() as { message: string | string[] }).message].flat().join(' ');

describe.each(BACKENDS)('lottery odds on $name', (backend) => {
  const t = useTestApp(backend);
  let member: TestMember;
  let trader: string;
  let support: string;

  beforeAll(async () => {
    member = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: 5_000_000, idempotencyKey: 'odds-deposit' });
    const moved = await call(t.app, 'walletTransfer', { from: 'Member', to: 'KULT', amount: 2_000_000, idempotencyKey: newKey() }, { token: member.token });
    expect(moved.statusCode, moved.body).toBe(200);
    trader = (await signInNewOperator(t, 'content')).token;
    support = (await signInNewOperator(t, 'support')).token;
  });

  function page(sessionToken: string | null, path: string, body: unknown = {}) {
    return t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PROVIDER_BASE_PATH}${path}`,
      headers: { 'content-type': 'application/json', ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}) },
      payload: JSON.stringify(body),
    });
  }

  async function openGame(gameId: string) {
    const launch = await call(t.app, 'gameLaunch', { gameId }, { token: member.token });
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().url, 'http://x').searchParams.get('token');
    return (await page(null, '/game/session', { launchToken })).json().sessionToken as string;
  }

  const odds = async (token: string) => {
    const res = await operatorCall(t.app, 'lotteryOdds', undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as LotteryOddsResponse).odds;
  };

  it('support reads the odds but may not change them (403), and nothing changes', async () => {
    const before = await odds(support);
    expect(before.map((o) => o.betType)).toEqual(['lo', 'de', 'ba-cang', 'xien-2', 'xien-3', 'xien-4']);
    expect(before.find((o) => o.betType === 'de')).toMatchObject({ ...DEFAULT_LOTTERY_ODDS.de, defaults: DEFAULT_LOTTERY_ODDS.de, updatedAt: null });
    const res = await operatorCall(t.app, 'lotteryOddsSet', { betType: 'de', pointPrice: 1_000, payoutPerPoint: 90_000 }, { token: support });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect(await odds(trader)).toEqual(before);
  });

  it('refuses odds that give the member the edge, in Vietnamese, and changes nothing', async () => {
    const before = await odds(trader);
    const audited = (await auditRows(t)).length;
    // Đề pays 1 time in 100: 100,000 for a 1,000 point is an even game, 120,000 gives the member 20%.
    for (const payoutPerPoint of [100_000, 120_000]) {
      const res = await operatorCall(t.app, 'lotteryOddsSet', { betType: 'de', pointPrice: 1_000, payoutPerPoint }, { token: trader });
      expect(res.statusCode, res.body).toBe(400);
      expect(said(res)).toMatch(/cho người chơi lợi thế/);
      expect(said(res)).toMatch(VIETNAMESE);
    }
    // A payout that is not whole VND is refused by the contract, also in Vietnamese.
    const fraction = await operatorCall(t.app, 'lotteryOddsSet', { betType: 'de', pointPrice: 1_000, payoutPerPoint: 80_000.5 }, { token: trader });
    expect(fraction.statusCode).toBe(400);
    expect(said(fraction)).toBe('Tiền thưởng mỗi điểm phải là số tiền nguyên dương (VND).');
    expect(await odds(trader)).toEqual(before);
    expect((await auditRows(t)).length).toBe(audited);
  });

  it('a change is audited with before and after; a ticket sold before settles at its odds, one sold after at the new', async () => {
    const session = await openGame('xo-so-sieu-toc-1');
    const state = (await page(session, '/game/lottery/state')).json() as LotteryStateResponse;
    expect(state.odds.de).toEqual(DEFAULT_LOTTERY_ODDS.de);
    // Every đề number, 1 point each: exactly one of them wins, whatever the draw.
    const buy = async () => {
      const res = await page(session, '/game/lottery/buy', { drawId: state.open.drawId, betType: 'de', numbers: ALL_NUMBERS, points: 1, clientId: newKey() });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { ticket: LotteryTicket }).ticket;
    };
    const soldBefore = await buy();
    expect(soldBefore.cost).toBe(100_000);

    const changed = await operatorCall(t.app, 'lotteryOddsSet', { betType: 'de', pointPrice: 1_000, payoutPerPoint: 90_000 }, { token: trader });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json() as LotteryOddsChangeResponse;
    expect(answer.before).toEqual(DEFAULT_LOTTERY_ODDS.de);
    expect(answer.odds.find((o) => o.betType === 'de')).toMatchObject({ pointPrice: 1_000, payoutPerPoint: 90_000, defaults: DEFAULT_LOTTERY_ODDS.de });
    expect(answer.odds.find((o) => o.betType === 'de')!.updatedAt).not.toBeNull();
    // The other bet types keep theirs.
    expect(answer.odds.find((o) => o.betType === 'lo')).toMatchObject({ ...DEFAULT_LOTTERY_ODDS.lo, updatedAt: null });

    const row = (await auditRows(t)).at(-1)!;
    expect(row.action).toBe('lottery.odds_change');
    expect(row).toMatchObject({ target_kind: 'lottery_bet_type', target_id: 'de' });
    const newEdge = percentText(lotteryStats('de', { pointPrice: 1_000, payoutPerPoint: 90_000 }).houseEdge);
    expect(newEdge).toBe('10.000%');
    expect(row.details).toEqual({ betType: 'Đề đặc biệt', before: '1,000 → 80,000 (lợi nhuận nhà cái 20.000%)', after: `1,000 → 90,000 (lợi nhuận nhà cái ${newEdge})` });

    // The game page reads the new odds; a ticket bought now is sold at them.
    expect(((await page(session, '/game/lottery/state')).json() as LotteryStateResponse).odds.de).toEqual({ pointPrice: 1_000, payoutPerPoint: 90_000 });
    const soldAfter = await buy();

    t.clock.now = Date.parse(state.open.drawAt) + 1;
    await t.app.sandboxLottery.tick();
    const draw = ((await page(session, '/game/lottery/results')).json() as { draws: LotteryDrawResult[] }).draws.find((d) => d.drawId === state.open.drawId)!;
    const winner = deNumber(draw.prizes as Parameters<typeof deNumber>[0]);
    const settled = ((await page(session, '/game/lottery/tickets')).json() as { tickets: LotteryTicket[] }).tickets;
    const payoutOf = (ticket: LotteryTicket) => settled.find((x) => x.ticketId === ticket.ticketId)!;
    expect(payoutOf(soldBefore)).toMatchObject({ status: 'won', payout: 80_000 });
    expect(payoutOf(soldAfter)).toMatchObject({ status: 'won', payout: 90_000 });
    expect(payoutOf(soldAfter).results!.filter((r) => r.won).map((r) => r.number)).toEqual([winner]);

    // The platform's bet history tells the same, and no money was made or lost.
    await reconcileNow(t);
    const history = (await call(t.app, 'betHistory', { provider: 'KULT' }, { token: member.token })).json().items as { roundId: string; stake: number; win: number }[];
    expect(history.find((r) => r.roundId === soldBefore.ticketId)).toMatchObject({ stake: 100_000, win: 80_000 });
    expect(history.find((r) => r.roundId === soldAfter.ticketId)).toMatchObject({ stake: 100_000, win: 90_000 });
    expect(await auditLedger(t.database)).toMatchObject({ ok: true, conserved: true, negativeAccounts: 0 });
  });

  it('the provider refuses an unsigned odds change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PROVIDER_BASE_PATH}/trading/lottery/odds/set`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ betType: 'de', pointPrice: 1, payoutPerPoint: 99 }),
    });
    expect(res.statusCode).toBe(401);
  });
});
