import { beforeAll, describe, expect, it } from 'vitest';
import { closesAt, fairNorthernDraw, settleTicket, type LotteryBetType } from '@app/domain/lottery';
import { serverSeedHash } from '@app/domain';
import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import type { LotteryDrawResult, LotteryStateResponse, LotteryTicket } from '@app/contract/sandbox-lottery';
import { call } from '../helpers/api-client.ts';
import { countingDatabase } from '../helpers/counting-database.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, walletMap, type TestMember } from '../ledger/helpers.ts';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { reconcileNow } from '../games/play-harness.ts';
import { createBetPusher } from '../../src/modules/sandbox-provider/bet-records.ts';
import { createFaults } from '../../src/modules/sandbox-provider/faults.ts';
import { createLottery } from '../../src/modules/sandbox-provider/lottery/service.ts';
import { createPlatformClient, platformUrlResolver } from '../../src/modules/sandbox-provider/platform-client.ts';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';

/**
 * The lottery end to end, through the platform and the sandbox provider: money into the lottery
 * account (KULT), a launch, tickets bought on the open draw, a purchase refused after close by the
 * server's clock, the draw drawn from its committed seed, tickets settled per number, winnings in the
 * game account and in "Lịch sử cược", and no money created or lost.
 */
const said = (res: { json(): unknown }) => [(res.json() as { message: string | string[] }).message].flat().join(' ');

describe.each(BACKENDS)('lottery on $name', (backend) => {
  const t = useTestApp(backend);
  let member: TestMember;
  const DEPOSIT = 10_000_000;
  const INTO_LOTTERY = 2_000_000;

  beforeAll(async () => {
    member = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: DEPOSIT, idempotencyKey: 'fixture-deposit' });
    for (const to of ['KULT', 'TCG_LOTTO_VN']) {
      const moved = await call(t.app, 'walletTransfer', { from: 'Member', to, amount: INTO_LOTTERY, idempotencyKey: newKey() }, { token: member.token });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  });

  async function openGame(gameId: string) {
    const launch = await call(t.app, 'gameLaunch', { gameId }, { token: member.token });
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().url, 'http://x').searchParams.get('token');
    const session = await page(null, '/game/session', { launchToken });
    expect(session.statusCode, session.body).toBe(200);
    return session.json().sessionToken as string;
  }

  function page(sessionToken: string | null, path: string, body: unknown = {}) {
    return t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PROVIDER_BASE_PATH}${path}`,
      headers: { 'content-type': 'application/json', ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}) },
      payload: JSON.stringify(body),
    });
  }

  async function buy(session: string, drawId: string, betType: LotteryBetType, numbers: string[], points: number, clientId = newKey()) {
    return page(session, '/game/lottery/buy', { drawId, betType, numbers, points, clientId });
  }

  it('costs no statement between draws: a second tick at the same time runs none, and the draw time brings the pass', async () => {
    // An instance whose every statement is counted.
    const counted = countingDatabase(t.database);
    const statements = counted.statements;
    const platform = createPlatformClient({ secret: await providerSecret(t.database), baseUrl: platformUrlResolver(undefined, t.app.server), now: () => t.clock.now });
    const pusher = createBetPusher({ db: t.database, platform, faults: createFaults(), log: { warn: () => {} }, now: () => t.clock.now, retryMs: 60_000 });
    const lottery = createLottery({ db: counted.db, platform, pusher, now: () => t.clock.now, log: { warn: () => {} } });
    try {
      await lottery.tick();
      const afterFirst = statements();
      // The first tick committed every game's open draw and looked for due draws.
      expect(afterFirst).toBeGreaterThan(0);
      await lottery.tick();
      await lottery.tick();
      expect(statements()).toBe(afterFirst);
      // The one-minute game's next draw time: the pass runs (and draws it).
      t.clock.now = (Math.floor(t.clock.now / 60_000) + 1) * 60_000 + 1;
      await lottery.tick();
      expect(statements()).toBeGreaterThan(afterFirst);
    } finally {
      await lottery.stop();
      await pusher.stop();
    }
  });

  it('refuses a lottery call from another game\'s session', async () => {
    const session = await openGame('tai-xiu');
    const res = await page(session, '/game/lottery/state');
    expect(res.statusCode).toBe(400);
    expect(said(res)).toBe('Phiên chơi này không dành cho xổ số');
  });

  it('sells tickets until 10 s before the draw, draws from the committed seed and pays each ticket by the rules', async () => {
    const session = await openGame('xo-so-sieu-toc-1');
    const stateRes = await page(session, '/game/lottery/state');
    expect(stateRes.statusCode, stateRes.body).toBe(200);
    const state = stateRes.json() as LotteryStateResponse;
    expect(state.game.key).toBe('sieu-toc-1');
    expect(state.balance).toBe(INTO_LOTTERY);
    expect(state.odds.lo).toEqual({ pointPrice: 23_000, payoutPerPoint: 80_000 });
    const drawAt = Date.parse(state.open.drawAt);
    expect(Date.parse(state.open.closesAt)).toBe(closesAt(drawAt));
    expect(drawAt - t.clock.now).toBeGreaterThan(10_000);

    const bets: [LotteryBetType, string[], number][] = [
      ['lo', ['00', '27', '68', '99'], 2],
      ['de', ['27', '45'], 10],
      ['ba-cang', ['127'], 5],
      ['xien-2', ['03', '48'], 20],
    ];
    const tickets: LotteryTicket[] = [];
    let balance = INTO_LOTTERY;
    for (const [betType, numbers, points] of bets) {
      const res = await buy(session, state.open.drawId, betType, numbers, points);
      expect(res.statusCode, res.body).toBe(200);
      const { ticket, balance: after } = res.json() as { ticket: LotteryTicket; balance: number };
      expect(ticket).toMatchObject({ drawId: state.open.drawId, betType, numbers, points, status: 'open', payout: 0, results: null });
      balance -= ticket.cost;
      expect(after).toBe(balance);
      tickets.push(ticket);
    }
    // lô: 4 numbers × 2 points × 23,000; đề 2 × 10 × 1,000; 3 càng 5 × 1,000; xiên 2: 20 × 1,000 for the pair.
    expect(tickets.map((x) => x.cost)).toEqual([184_000, 20_000, 5_000, 20_000]);

    // The same purchase sent again (a lost answer retried): the same ticket, nothing taken twice.
    const clientId = newKey();
    const first = await buy(session, state.open.drawId, 'lo', ['11'], 1, clientId);
    const again = await buy(session, state.open.drawId, 'lo', ['11'], 1, clientId);
    expect(again.json().ticket.ticketId).toBe(first.json().ticket.ticketId);
    expect(again.json().balance).toBe(balance - 23_000);
    balance -= 23_000;
    tickets.push(first.json().ticket);

    // Bad input: a clear sentence, nothing bought.
    const badNumber = await buy(session, state.open.drawId, 'de', ['7'], 1);
    expect(badNumber.statusCode).toBe(400);
    expect(said(badNumber)).toMatch(/gồm 2 chữ số/);
    const xienShort = await buy(session, state.open.drawId, 'xien-3', ['01', '02'], 1);
    expect(said(xienShort)).toBe('Xiên 3 cần đúng 3 số.');
    const tooDear = await buy(session, state.open.drawId, 'lo', ['12'], 1_000);
    expect(said(tooDear)).toBe('Số dư không đủ');

    // 10 s before the draw, by the server's clock: closed.
    t.clock.now = closesAt(drawAt);
    const late = await buy(session, state.open.drawId, 'de', ['27'], 1);
    expect(late.statusCode).toBe(409);
    expect(said(late)).toMatch(/đã đóng cược/);
    const afterClose = (await page(session, '/game/lottery/state')).json() as LotteryStateResponse;
    expect(afterClose.balance).toBe(balance);
    // Sales have moved on to the next draw.
    expect(afterClose.open.drawId).not.toBe(state.open.drawId);

    t.clock.now = drawAt + 1;
    await t.app.sandboxLottery.tick();
    const results = (await page(session, '/game/lottery/results')).json() as { draws: LotteryDrawResult[] };
    const drawn = results.draws.find((d) => d.drawId === state.open.drawId)!;
    expect(drawn.settled).toBe(true);
    expect(serverSeedHash(drawn.serverSeed)).toBe(state.open.serverSeedHash);
    expect(drawn.prizes).toEqual(fairNorthernDraw(drawn.serverSeed, drawn.drawId));
    expect(Object.values(drawn.prizes).flat()).toHaveLength(27);

    const settled = ((await page(session, '/game/lottery/tickets')).json() as { tickets: LotteryTicket[] }).tickets;
    let paid = 0;
    for (const bought of tickets) {
      const ticket = settled.find((x) => x.ticketId === bought.ticketId)!;
      const expected = settleTicket({ betType: bought.betType, numbers: bought.numbers, points: bought.points }, drawn.prizes);
      expect(ticket.payout).toBe(expected.payout);
      expect(ticket.status).toBe(expected.payout > 0 ? 'won' : 'lost');
      expect(ticket.results).toEqual(expected.numbers);
      paid += expected.payout;
    }
    const after = (await page(session, '/game/lottery/state')).json() as LotteryStateResponse;
    expect(after.balance).toBe(balance + paid);

    // The platform heard every ticket and its settlement: the lottery account is what the provider
    // holds, the bet history shows each ticket settled, and no money was made or lost.
    await reconcileNow(t);
    expect((await walletMap(t, member)).KULT).toBe(balance + paid);
    const history = await call(t.app, 'betHistory', { provider: 'KULT' }, { token: member.token });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().items as { roundId: string; stake: number; win: number }[];
    for (const bought of tickets) {
      const row = rows.find((r) => r.roundId === bought.ticketId)!;
      expect(row.stake).toBe(bought.cost);
      expect(row.win).toBe(settled.find((x) => x.ticketId === bought.ticketId)!.payout);
    }
    expect(await auditLedger(t.database)).toMatchObject({ ok: true, conserved: true, negativeAccounts: 0 });
  });

  it('draws and settles once when the job runs twice at once, and a draw without tickets is still drawn', async () => {
    const session = await openGame('xo-so-sieu-toc-3');
    const state = (await page(session, '/game/lottery/state')).json() as LotteryStateResponse;
    const res = await buy(session, state.open.drawId, 'lo', ['27'], 1);
    expect(res.statusCode, res.body).toBe(200);
    const before = res.json().balance as number;
    t.clock.now = Date.parse(state.open.drawAt) + 1;
    await Promise.all([t.app.sandboxLottery.tick(), t.app.sandboxLottery.tick()]);
    const ticket = ((await page(session, '/game/lottery/tickets')).json() as { tickets: LotteryTicket[] }).tickets[0]!;
    expect(ticket.status).not.toBe('open');
    const after = (await page(session, '/game/lottery/state')).json() as LotteryStateResponse;
    expect(after.balance).toBe(before + ticket.payout);
    // The five-minute game had no ticket on its draw: drawn all the same, for the results board.
    const five = await openGame('xo-so-sieu-toc-5');
    t.clock.now += 5 * 60_000;
    await t.app.sandboxLottery.tick();
    const board = (await page(five, '/game/lottery/results')).json() as { draws: LotteryDrawResult[] };
    expect(board.draws.length).toBeGreaterThan(0);
    expect(board.draws[0]!.prizes).toEqual(fairNorthernDraw(board.draws[0]!.serverSeed, board.draws[0]!.drawId));
  });

});
