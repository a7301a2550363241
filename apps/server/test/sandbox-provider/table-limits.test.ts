import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { XOC_DIA_PATHS, type XocDiaStateResponse } from '@app/contract/sandbox-xoc-dia';
import { TABLE_TRADING_PATHS, type TableLimitsChangeResponse, type TableLimitsResponse } from '@app/contract/sandbox-tables';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { roundNoAt, roundStartsAt } from '../../src/modules/sandbox-provider/tables/xoc-dia/definitions.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { newKey, registerMember } from '../ledger/helpers.ts';
import { auditRows, operatorCall, signInNewOperator, VIETNAMESE } from '../operator/helpers.ts';
import { callProvider, newId, P, providerBalance } from './helpers.ts';

/**
 * The live tables' limits set per cửa from the console (issue 11): content lowers Xóc Đĩa Bàn 1's
 * "4 Đỏ" maximum through the console's route; the change is audited with before and after, the next
 * bet over it is refused in Vietnamese with nothing taken, one within it is accepted, the page's state
 * shows the new limit, and a bet placed before keeps its stake. Limits out of bounds are refused and
 * change nothing; support may read but not change.
 */
const TABLE = 'xoc-dia-ban-1';
const said = (res: { json(): unknown }) => [(res.json() as { message: string | string[] }).message].flat().join(' ');

describe.each(BACKENDS)('live table limits on $name', (backend) => {
  const t = useTestApp(backend);
  let trader: string;
  let support: string;

  beforeAll(async () => {
    trader = (await signInNewOperator(t, 'content')).token;
    support = (await signInNewOperator(t, 'support')).token;
  });

  const page = (path: string, token: string, body: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `${P}${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  /** A member with `amount` in the AES account (SEX), at Xóc Đĩa Bàn 1 through the platform's launch. */
  async function sitDown(amount: number) {
    const member = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: member.memberId, amount, idempotencyKey: newKey() });
    const moved = await call(t.app, 'walletTransfer', { from: 'Member', to: 'SEX', amount, idempotencyKey: newKey() }, { token: member.token });
    expect(moved.statusCode, moved.body).toBe(200);
    const launch = await call(t.app, 'gameLaunch', { gameId: 'xoc-dia-ban-1' }, { token: member.token });
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().url, 'http://x').searchParams.get('token');
    const session = await t.app.inject({ method: 'POST', url: `${P}/game/session`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ launchToken }) });
    expect(session.statusCode, session.body).toBe(200);
    return { playerId: `AES.${member.memberId}`, token: session.json().sessionToken as string };
  }

  const limits = async (token: string) => {
    const res = await operatorCall(t.app, 'tableLimits', undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TableLimitsResponse).tables;
  };
  const fourRed = (tables: TableLimitsResponse['tables']) => tables.find((x) => x.tableId === TABLE)!.limits.find((l) => l.kind === 'four-red')!;
  const setLimit = (token: string, body: unknown) => operatorCall(t.app, 'tableLimitsSet', body as never, { token });

  it('support reads every table\'s limits but may not change them (403), and nothing changes', async () => {
    const before = await limits(support);
    expect(before.map((x) => [x.tableId, x.name])).toEqual([
      ['ban-1', 'Baccarat Bàn 1'],
      [TABLE, 'Xóc Đĩa Bàn 1'],
    ]);
    expect(before[1]!.limits.map((l) => l.name)).toEqual(['Chẵn', 'Lẻ', '4 Đỏ', '4 Trắng', '3 Đỏ 1 Trắng', '3 Trắng 1 Đỏ']);
    expect(fourRed(before)).toEqual({ kind: 'four-red', name: '4 Đỏ', min: 10_000, max: 2_000_000, defaults: { min: 10_000, max: 2_000_000 }, updatedAt: null });
    const res = await setLimit(support, { tableId: TABLE, kind: 'four-red', min: 10_000, max: 500_000 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect(await limits(trader)).toEqual(before);
  });

  it('refuses limits out of bounds, in Vietnamese, and changes nothing (no audit row)', async () => {
    const before = await limits(trader);
    const audited = (await auditRows(t)).length;
    const refusals: [body: Record<string, unknown>, status: number, message: string][] = [
      [{ min: 600_000, max: 500_000 }, 400, 'Mức cược tối thiểu (600,000 VND) không được lớn hơn mức tối đa (500,000 VND).'],
      [{ min: 999, max: 500_000 }, 400, 'Mức cược tối thiểu phải từ 1,000 VND trở lên.'],
      [{ min: 10_000, max: 1_000_000_001 }, 400, 'Mức cược tối đa tối đa 1,000,000,000 VND.'],
      [{ min: 10_000.5, max: 500_000 }, 400, 'Mức cược tối thiểu phải là số tiền nguyên (VND).'],
      [{ kind: 'triple', min: 10_000, max: 500_000 }, 400, 'Bàn Xóc Đĩa Bàn 1 không có cửa cược này.'],
      [{ tableId: 'ban-9', min: 10_000, max: 500_000 }, 404, 'Không tìm thấy bàn này.'],
    ];
    for (const [change, status, message] of refusals) {
      const res = await setLimit(trader, { tableId: TABLE, kind: 'four-red', ...change });
      expect(res.statusCode, res.body).toBe(status);
      expect(said(res)).toBe(message);
      expect(said(res)).toMatch(VIETNAMESE);
    }
    expect(await limits(trader)).toEqual(before);
    expect((await auditRows(t)).length).toBe(audited);
    const stored = await sql<{ n: number }>`select count(*)::int as n from sandbox_table_limits`.execute(t.db);
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('a change is audited with before and after, applies to the next bet and the state, and leaves bets placed as they were', async () => {
    const [early, late] = [await sitDown(3_000_000), await sitDown(3_000_000)];
    // Two seconds into the next round: bets are taken for 15.
    const no = roundNoAt(t.clock.now) + 1;
    t.clock.now = roundStartsAt(no) + 2_000;
    const bet = (token: string, amount: number) => page(XOC_DIA_PATHS.bet, token, { roundNo: no, bets: [{ kind: 'four-red', amount }], clientId: newId('c') });

    // Under the definition's limits (4 Đỏ at most 2,000,000 a round), before the change.
    const placedBefore = await bet(early.token, 1_500_000);
    expect(placedBefore.statusCode, placedBefore.body).toBe(200);
    const earlyBetId = placedBefore.json().bet.betId as string;

    const changed = await setLimit(trader, { tableId: TABLE, kind: 'four-red', min: 10_000, max: 500_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json() as TableLimitsChangeResponse;
    expect(answer).toMatchObject({ tableId: TABLE, kind: 'four-red', before: { min: 10_000, max: 2_000_000 } });
    expect(fourRed(answer.tables)).toMatchObject({ min: 10_000, max: 500_000, defaults: { min: 10_000, max: 2_000_000 } });
    expect(fourRed(answer.tables).updatedAt).not.toBeNull();
    // The other cửa, and the other table, keep theirs.
    expect(answer.tables[1]!.limits.find((l) => l.kind === 'four-white')).toMatchObject({ min: 10_000, max: 2_000_000, updatedAt: null });
    expect(answer.tables[0]!.limits.every((l) => l.updatedAt === null)).toBe(true);

    const row = (await auditRows(t)).at(-1)!;
    expect(row).toMatchObject({ action: 'table.limits_change', target_kind: 'live_table', target_id: TABLE });
    expect(row.details).toEqual({ table: 'Xóc Đĩa Bàn 1', kind: '4 Đỏ', before: 'tối thiểu 10,000 · tối đa 2,000,000', after: 'tối thiểu 10,000 · tối đa 500,000' });

    // 600,000 is over the new maximum: refused in the member's words, nothing taken, nothing written.
    const over = await bet(late.token, 600_000);
    expect(over.statusCode).toBe(400);
    expect(said(over)).toBe('Tổng cược cửa 4 Đỏ trong một ván tối đa là 500,000 VND.');
    expect(await providerBalance(t, late.playerId)).toBe(3_000_000);
    const none = await sql<{ n: number }>`select count(*)::int as n from sandbox_rounds where player_id = ${late.playerId}`.execute(t.db);
    expect(none.rows[0]!.n).toBe(0);
    // 500,000 is within it.
    const within = await bet(late.token, 500_000);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json()).toMatchObject({ balance: 2_500_000, myBets: [{ kind: 'four-red', amount: 500_000 }] });

    // The page's state shows the limits as they now are.
    const state = (await page(XOC_DIA_PATHS.state, late.token)).json() as XocDiaStateResponse;
    expect(state.table.limits['four-red']).toEqual({ min: 10_000, max: 500_000 });
    expect(state.table.limits['four-white']).toEqual({ min: 10_000, max: 2_000_000 });

    // The bet placed before keeps its stake; the player's total on 4 Đỏ is now over the maximum, so no more is taken.
    const kept = await t.db.selectFrom('sandbox_rounds').select(['stake', 'status']).where('round_id', '=', earlyBetId).executeTakeFirstOrThrow();
    expect({ stake: Number(kept.stake), status: kept.status }).toEqual({ stake: 1_500_000, status: 'open' });
    expect(await providerBalance(t, early.playerId)).toBe(1_500_000);
    expect(said(await bet(early.token, 10_000))).toBe('Tổng cược cửa 4 Đỏ trong một ván tối đa là 500,000 VND.');
  });

  it('the provider refuses an unsigned change, and answers a signed one like the console\'s', async () => {
    const unsigned = await callProvider(t, TABLE_TRADING_PATHS.limitsSet, { tableId: TABLE, kind: 'chan', min: 1_000, max: 1_000 }, { signature: null });
    expect(unsigned.statusCode).toBe(401);
    const list = await callProvider(t, TABLE_TRADING_PATHS.limits, {});
    expect(list.statusCode, list.body).toBe(200);
    expect(fourRed((list.json() as TableLimitsResponse).tables)).toMatchObject({ min: 10_000, max: 500_000 });
  });
});
