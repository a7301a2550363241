import { beforeAll, describe, expect, it } from 'vitest';
import { exactSlotStats, SLOT_GAMES } from '@app/domain';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditCount, auditRows, operatorCall, registerMember, signInNewOperator, type RegisteredMember } from '../operator/helpers.ts';
import { storeRound } from '../../src/modules/games/bets/repository.ts';
import { raiseAlert } from '../../src/modules/games/transfers/repository.ts';
import { reconcileNow } from './play-harness.ts';

/** A bet record as a provider reports it, stored straight through the games module's one-statement store. */
type Fixture = { member: string; provider: string; gameId: string; stake: number; win: number; at: string };

let roundCounter = 0;
async function seed(t: TestApp, rounds: Fixture[]): Promise<void> {
  for (const r of rounds) {
    roundCounter += 1;
    const record = {
      seq: roundCounter,
      roundId: `seed-${roundCounter}`,
      playerId: r.member,
      gameId: r.gameId,
      stake: r.stake,
      win: r.win,
      balanceBefore: 1_000_000,
      balanceAfter: 1_000_000 - r.stake + r.win,
      playedAt: r.at,
      detail: { bet: 'tai', dice: [2, 4, 6], total: 12 },
      fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'khach', nonce: roundCounter },
      status: 'settled' as const,
      revision: 0,
      settledAt: null,
    };
    expect(await storeRound(t.database, r.provider, record, new Date(r.at))).toBe(true);
  }
}

/** The day a moment falls on in Vietnam, worked out here on its own (UTC+7), not by the code under test. */
const vnDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);

/** What the report must say, summed here from the fixtures themselves. */
function expectedRows(rounds: Fixture[]) {
  const groups = new Map<string, { day: string; gameId: string; rounds: number; turnover: number; payout: number }>();
  for (const r of rounds) {
    const key = `${vnDay(r.at)}|${r.gameId}`;
    const g = groups.get(key) ?? { day: vnDay(r.at), gameId: r.gameId, rounds: 0, turnover: 0, payout: 0 };
    g.rounds += 1;
    g.turnover += r.stake;
    g.payout += r.win;
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, net: g.turnover - g.payout, rtp: g.turnover === 0 ? null : g.payout / g.turnover }))
    .sort((a, b) => b.day.localeCompare(a.day) || b.turnover - a.turnover || a.gameId.localeCompare(b.gameId));
}

describe.each(BACKENDS)('the console reads play: daily report, a member’s bets, reconciliation alerts, on $name', (backend) => {
  const t = useTestApp(backend);
  let a: RegisteredMember;
  let b: RegisteredMember;
  let token: string;
  const op = (name: Parameters<typeof operatorCall>[1], body?: unknown, bearer = token) => operatorCall(t.app, name, body, { token: bearer });

  beforeAll(async () => {
    [a, b] = [await registerMember(t), await registerMember(t)];
    ({ token } = await signInNewOperator(t, 'finance'));
  });

  it('sums each game per Vietnamese day in the database: the figures are the bet records’, a round at 23:59:59 and one at midnight fall on two days', async () => {
    const rounds: Fixture[] = [
      // 2026-10-04 23:59:59.999 in Vietnam (16:59:59.999 UTC): still the 4th.
      { member: a.memberId, provider: 'JILI', gameId: 'kho-bau-rong', stake: 10_000, win: 0, at: '2026-10-04T16:59:59.999Z' },
      // Midnight in Vietnam: the 5th.
      { member: a.memberId, provider: 'JILI', gameId: 'kho-bau-rong', stake: 20_000, win: 50_000, at: '2026-10-04T17:00:00.000Z' },
      { member: b.memberId, provider: 'JILI', gameId: 'kho-bau-rong', stake: 5_000, win: 1_000, at: '2026-10-05T10:00:00.000Z' },
      { member: b.memberId, provider: 'JILI', gameId: 'ban-ca-dai-duong', stake: 3_000, win: 2_880, at: '2026-10-05T12:00:00.000Z' },
      { member: a.memberId, provider: 'V8', gameId: 'tai-xiu', stake: 100_000, win: 200_000, at: '2026-10-05T16:59:59.000Z' },
      { member: a.memberId, provider: 'V8', gameId: 'tai-xiu', stake: 50_000, win: 0, at: '2026-10-06T01:00:00.000Z' },
      // A round staked nothing (a free round): counted, but no turnover, so no measured RTP.
      { member: b.memberId, provider: 'V8', gameId: 'ngoc-bich-may-man', stake: 0, win: 0, at: '2026-10-06T02:00:00.000Z' },
      // Outside the range asked for (the 7th in Vietnam).
      { member: a.memberId, provider: 'JILI', gameId: 'kho-bau-rong', stake: 999_000, win: 0, at: '2026-10-06T17:00:00.000Z' },
    ];
    await seed(t, rounds);
    const inRange = rounds.filter((r) => vnDay(r.at) >= '2026-10-04' && vnDay(r.at) <= '2026-10-06');
    expect(inRange).toHaveLength(7);

    const res = await op('gameDailyReport', { fromDate: '2026-10-04', toDate: '2026-10-06' });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.rows.map((r: Record<string, unknown>) => ({ day: r.day, gameId: r.gameId, rounds: r.rounds, turnover: r.turnover, payout: r.payout, net: r.net, rtp: r.rtp }))).toEqual(
      expectedRows(inRange),
    );
    // Midnight split: one round on the 4th, two on the 5th for Kho Báu Rồng.
    expect(report.rows.filter((r: { gameId: string }) => r.gameId === 'kho-bau-rong').map((r: { day: string; rounds: number }) => [r.day, r.rounds])).toEqual([
      ['2026-10-05', 2],
      ['2026-10-04', 1],
    ]);
    const free = report.rows.find((r: { gameId: string }) => r.gameId === 'ngoc-bich-may-man');
    expect(free).toMatchObject({ day: '2026-10-06', rounds: 1, turnover: 0, payout: 0, net: 0, rtp: null });
    // The published return beside the measured one: the slot's exact RTP from its strips, fishing's set RTP, none for Tài Xỉu.
    expect(report.rows.find((r: { gameId: string }) => r.gameId === 'kho-bau-rong').publishedRtp).toBeCloseTo(exactSlotStats(SLOT_GAMES['kho-bau-rong']).rtp, 10);
    expect(report.rows.find((r: { gameId: string }) => r.gameId === 'ban-ca-dai-duong').publishedRtp).toBe(0.96);
    expect(report.rows.find((r: { gameId: string }) => r.gameId === 'tai-xiu').publishedRtp).toBeNull();
    expect(report.rows.find((r: { gameId: string }) => r.gameId === 'kho-bau-rong')).toMatchObject({ gameName: 'Kho Báu Rồng', provider: 'JILI', category: 'slots' });

    const turnover = inRange.reduce((s, r) => s + r.stake, 0);
    const payout = inRange.reduce((s, r) => s + r.win, 0);
    expect(report.totals).toEqual({ rounds: 7, turnover, payout, net: turnover - payout, rtp: payout / turnover });

    // Filters: a provider, a category, one game.
    const jili = (await op('gameDailyReport', { fromDate: '2026-10-04', toDate: '2026-10-06', provider: 'JILI' })).json();
    expect(jili.totals).toMatchObject({ rounds: 4, turnover: 38_000, payout: 53_880 });
    const cards = (await op('gameDailyReport', { fromDate: '2026-10-05', toDate: '2026-10-05', category: 'cards' })).json();
    expect(cards.rows).toEqual([expect.objectContaining({ day: '2026-10-05', gameId: 'tai-xiu', rounds: 1, turnover: 100_000, payout: 200_000, net: -100_000, rtp: 2 })]);
    const one = (await op('gameDailyReport', { fromDate: '2026-10-04', toDate: '2026-10-04', gameId: 'kho-bau-rong' })).json();
    expect(one.totals).toEqual({ rounds: 1, turnover: 10_000, payout: 0, net: 10_000, rtp: 0 });
  });

  it('a range without a stake has no measured RTP, and no rows', async () => {
    const res = await op('gameDailyReport', { fromDate: '2025-01-01', toDate: '2025-01-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fromDate: '2025-01-01', toDate: '2025-01-31', rows: [], totals: { rounds: 0, turnover: 0, payout: 0, net: 0, rtp: null } });
  });

  it('refuses a bad range with a Vietnamese sentence: more than 31 days, backwards, a day that does not exist, an unknown filter', async () => {
    const refused = async (body: unknown, message: string) => {
      const res = await op('gameDailyReport', body);
      expect(res.statusCode).toBe(400);
      expect([res.json().message].flat()).toContain(message);
    };
    await refused({ fromDate: '2026-10-01', toDate: '2026-11-01' }, 'Khoảng thời gian tối đa 31 ngày');
    await refused({ fromDate: '2026-10-06', toDate: '2026-10-04' }, 'Ngày bắt đầu không được sau ngày kết thúc');
    await refused({ fromDate: '2026-02-30', toDate: '2026-03-05' }, 'Ngày không hợp lệ');
    await refused({ fromDate: '2026-10-01', toDate: '2026-10-02', provider: 'ABC' }, 'Nhà cung cấp không hợp lệ');
    await refused({ fromDate: '1/10/2026', toDate: '2026-10-02' }, 'Ngày phải có dạng năm-tháng-ngày (yyyy-MM-dd)');
    // Exactly 31 days is allowed.
    expect((await op('gameDailyReport', { fromDate: '2026-10-01', toDate: '2026-10-31' })).statusCode).toBe(200);
  });

  it('an operator reads any member’s bets as the member does (filters, keyset pages, totals) and one round’s recall; each read is audited; a member token is refused', async () => {
    const c = await registerMember(t);
    const mine: Fixture[] = [0, 1, 2, 3, 4].map((i) => ({ member: c.memberId, provider: i < 3 ? 'JILI' : 'V8', gameId: i < 3 ? 'kho-bau-rong' : 'tai-xiu', stake: 1_000 * (i + 1), win: i === 2 ? 10_000 : 0, at: `2026-11-0${i + 1}T05:00:00.000Z` }));
    await seed(t, mine);
    const before = await auditCount(t);

    const first = await op('memberBets', { memberId: c.memberId, limit: 2 });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((i: { stake: number }) => i.stake)).toEqual([5_000, 4_000]);
    expect(page1.totals).toEqual({ rounds: 5, turnover: 15_000, wins: 10_000, net: -5_000 });
    const page2 = (await op('memberBets', { memberId: c.memberId, limit: 2, cursor: page1.nextCursor })).json();
    expect(page2.items.map((i: { stake: number }) => i.stake)).toEqual([3_000, 2_000]);
    // The same answer the member gets from their own route.
    const own = await call(t.app, 'betHistory', { limit: 2 }, { token: c.token });
    expect(own.json()).toEqual(page1);
    const filtered = (await op('memberBets', { memberId: c.memberId, provider: 'JILI', fromDate: '2026-11-02', toDate: '2026-11-03' })).json();
    expect(filtered.items.map((i: { stake: number }) => i.stake)).toEqual([3_000, 2_000]);
    expect(filtered.totals).toEqual({ rounds: 2, turnover: 5_000, wins: 10_000, net: 5_000 });

    const roundId = page2.items[0].roundId;
    const round = await op('memberBetRound', { memberId: c.memberId, provider: 'JILI', roundId });
    expect(round.statusCode).toBe(200);
    expect(round.json()).toMatchObject({ roundId, gameName: 'Kho Báu Rồng', stake: 3_000, win: 10_000, net: 7_000, detail: { dice: [2, 4, 6] }, fairness: { clientSeed: 'khach' } });
    // Another member's round is not this member's.
    expect((await op('memberBetRound', { memberId: a.memberId, provider: 'JILI', roundId })).statusCode).toBe(404);

    const rows = (await auditRows(t)).slice(before);
    expect(rows.map((r) => [r.action, r.target_kind, r.target_id])).toEqual([
      ['member.bets_view', 'member', c.memberId],
      ['member.bets_view', 'member', c.memberId],
      ['member.bets_view', 'member', c.memberId],
      ['member.bets_view', 'member', c.memberId],
    ]);
    expect(rows[3]!.details).toMatchObject({ provider: 'JILI', roundId });

    // A member's own token opens nothing in the console, their own bets included.
    const asMember = await op('memberBets', { memberId: c.memberId }, c.token);
    expect(asMember.statusCode).toBe(401);
    expect((await op('memberBetRound', { memberId: c.memberId, provider: 'JILI', roundId }, c.token)).statusCode).toBe(401);
    expect((await op('gameDailyReport', { fromDate: '2026-11-01', toDate: '2026-11-05' }, c.token)).statusCode).toBe(401);
  });

  it('bad input to a member’s bets is a 400 in Vietnamese and leaves no trace; an unknown member is a 404', async () => {
    const before = await auditCount(t);
    const badId = await op('memberBets', { memberId: 'khong-phai-ma' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toEqual(['Mã thành viên không hợp lệ']);
    const badCursor = await op('memberBets', { memberId: a.memberId, cursor: 'abc' });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toEqual(['Vị trí trang không hợp lệ']);
    const extra = await op('memberBets', { memberId: a.memberId, sort: 'asc' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toEqual(['Trường không được hỗ trợ: sort']);
    const unknown = await op('memberBets', { memberId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy thành viên');
    expect(await auditCount(t)).toBe(before);
  });

  it('the reconciliation’s alert reaches the console once (not once a run), an operator resolves it with a note, audited; a repeat or a bad note changes nothing', async () => {
    const d = await registerMember(t);
    // Records the provider never had: its balance (0) is not what they explain (−25,000).
    await seed(t, [{ member: d.memberId, provider: 'JILI', gameId: 'kho-bau-rong', stake: 25_000, win: 0, at: new Date(t.clock.now).toISOString() }]);
    await reconcileNow(t);
    await reconcileNow(t);
    const list = await op('gameAlerts', { limit: 10, status: 'open' });
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.filter((i: { member: { memberId: string } }) => i.member.memberId === d.memberId);
    expect(mine).toHaveLength(1);
    const alert = mine[0];
    expect(alert).toMatchObject({ member: { memberId: d.memberId, username: d.username }, provider: 'JILI', expectedBalance: -25_000, providerBalance: 0, difference: 25_000, resolution: null });
    expect(list.json().openCount).toBeGreaterThanOrEqual(1);

    const before = await auditCount(t);
    for (const note of ['ok', '     ngắn    ', 'x'.repeat(501)]) {
      const bad = await op('gameAlertResolve', { id: alert.id, note });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message[0]).toMatch(/^Ghi chú /);
    }
    expect((await op('gameAlertResolve', { id: 99_999_999, note: 'Đã kiểm tra' })).statusCode).toBe(404);
    expect(await auditCount(t)).toBe(before);
    expect((await op('gameAlerts', { limit: 10, status: 'open' })).json().items.map((i: { id: number }) => i.id)).toContain(alert.id);

    const note = '  Đã đối chiếu với JILI: ván thử nghiệm, không có tiền thật  ';
    const resolved = await op('gameAlertResolve', { id: alert.id, note });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: alert.id, resolution: { note: note.trim(), operator: { username: expect.stringMatching(/^opfinance/) } } });
    const rows = (await auditRows(t)).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'game.alert_resolve', target_kind: 'game_alert', target_id: String(alert.id) });
    expect(rows[0]!.details).toMatchObject({ note: note.trim(), provider: 'JILI', difference: 25_000, memberId: d.memberId });

    const again = await op('gameAlertResolve', { id: alert.id, note: 'Xử lý lần hai' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cảnh báo này đã được đánh dấu xử lý');
    expect(await auditCount(t)).toBe(before + 1);
    const resolvedList = (await op('gameAlerts', { limit: 10, status: 'resolved' })).json();
    expect(resolvedList.items.map((i: { id: number }) => i.id)).toContain(alert.id);
    expect((await op('gameAlerts', { limit: 10, status: 'open' })).json().items.map((i: { id: number }) => i.id)).not.toContain(alert.id);
  });

  it('alerts come newest first in keyset pages', async () => {
    const members = [await registerMember(t), await registerMember(t), await registerMember(t)];
    for (const [i, actual] of [10, 20, 30].entries()) {
      await raiseAlert(t.database, { memberId: members[i]!.memberId, providerCode: 'V8', expected: 0, actual, at: new Date(t.clock.now + i) });
    }
    // The same open difference again: not a second alert.
    await raiseAlert(t.database, { memberId: members[2]!.memberId, providerCode: 'V8', expected: 0, actual: 30, at: new Date(t.clock.now + 5) });
    const mine = new Set(members.map((m) => m.memberId));
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = (await op('gameAlerts', { limit: 1, ...(before === undefined ? {} : { before }) })).json();
      seen.push(...page.items.filter((i: { member: { memberId: string } }) => mine.has(i.member.memberId)).map((i: { providerBalance: number }) => i.providerBalance));
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    expect(seen).toEqual([30, 20, 10]);
  });

  it('a difference that moves while its alert is open updates that alert; once resolved, it is raised again only when it moves', async () => {
    const e = await registerMember(t);
    const mine = async (status?: 'open' | 'resolved') =>
      (await op('gameAlerts', { limit: 50, ...(status ? { status } : {}) })).json().items.filter((i: { member: { memberId: string } }) => i.member.memberId === e.memberId) as {
        id: number;
        provider: string;
        expectedBalance: number;
        providerBalance: number;
        createdAt: string;
      }[];
    const at = new Date(t.clock.now);
    await raiseAlert(t.database, { memberId: e.memberId, providerCode: 'JILI', expected: -22_500, actual: 0, at });
    // More records arrived: the difference the records explain moved. Still one alert, with the new figures and the first time.
    await raiseAlert(t.database, { memberId: e.memberId, providerCode: 'JILI', expected: -25_500, actual: 0, at: new Date(t.clock.now + 10_000) });
    // Another provider's difference is an alert of its own.
    await raiseAlert(t.database, { memberId: e.memberId, providerCode: 'V8', expected: 5_000, actual: 0, at });
    const open = await mine('open');
    expect(open.map((a) => [a.providerBalance, a.expectedBalance])).toEqual([
      [0, 5_000],
      [0, -25_500],
    ]);
    const jili = open[1]!;
    expect(new Date(jili.createdAt).getTime()).toBe(at.getTime());

    expect((await op('gameAlertResolve', { id: jili.id, note: 'Đã đối chiếu với nhà cung cấp' })).statusCode).toBe(200);
    // The difference the operator looked at, found again by the next runs: not raised again.
    for (const n of [1, 2]) {
      await raiseAlert(t.database, { memberId: e.memberId, providerCode: 'JILI', expected: -25_500, actual: 0, at: new Date(t.clock.now + n * 10_000) });
    }
    expect(await mine()).toHaveLength(2);
    expect((await mine('resolved')).map((a) => a.id)).toEqual([jili.id]);
    // Once it moves, it is a new alert; the resolved one stays as it was.
    await raiseAlert(t.database, { memberId: e.memberId, providerCode: 'JILI', expected: -30_000, actual: 0, at: new Date(t.clock.now + 30_000) });
    const after = await mine('open');
    expect(after.map((a) => [a.provider, a.expectedBalance])).toEqual([
      ['JILI', -30_000],
      ['V8', 5_000],
    ]);
    expect((await mine('resolved')).map((a) => [a.id, a.expectedBalance])).toEqual([[jili.id, -25_500]]);
  });
});
