import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenanceWindowOf, MaintenanceErrorBody, MaintenanceStatus, type RouteName } from '@app/contract';
import { MAINTENANCE_CACHE_MS } from '../../src/modules/maintenance/service.ts';
import { OPEN_DURING_SITE_MAINTENANCE } from '../../src/modules/maintenance/guard.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { auditRows, operatorCall, signInNewOperator, VIETNAMESE } from '../operator/helpers.ts';
import { advance, callAt, registerSession, type Session } from '../protection/helpers.ts';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(BACKENDS)('maintenance windows ($name)', (backend) => {
  const t = useTestApp(backend);
  let member: Session;
  let opToken: string;
  beforeAll(async () => {
    member = await registerSession(t);
    ({ token: opToken } = await signInNewOperator(t, 'admin'));
  });

  const op = (name: Parameters<typeof operatorCall>[1], body?: unknown) => operatorCall(t.app, name, body, { token: opToken });
  const as = (name: RouteName, body?: unknown) => callAt(t, name, body, member.token);
  /** Moves the app's clock past the instances' cache of the windows (the member's tokens renewed, as the client would). */
  const later = (ms: number) => advance(t, member, ms + MAINTENANCE_CACHE_MS);
  const until = (at: number) => later(at - t.clock.now);
  const create = async (body: Record<string, unknown>) => {
    const res = await op('maintenanceCreate', body);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { windows: { id: number; state: string; message: string }[] };
    return list.windows.find((w) => w.message === body.message)!;
  };
  const endNow = async (id: number) => expect((await op('maintenanceEnd', { id })).statusCode).toBe(200);

  it('a deposits window closes only deposits: 503 with Retry-After and the window, in the D3 shape; it reopens at its end', async () => {
    const w = await create({ area: 'DEPOSITS', message: 'Nâng cấp cổng thanh toán', endsAt: iso(t.clock.now + 30 * MINUTE) });
    expect(w.state).toBe('active');
    const refused = await as('depositOptions');
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBe(30 * 60);
    const body = MaintenanceErrorBody.parse(refused.json());
    expect(body.error).toBe('Service Unavailable');
    expect(body.message).toMatch(/^Chức năng nạp tiền đang bảo trì đến \d{2}-\d{2} \d{2}:\d{2}\. Nâng cấp cổng thanh toán$/);
    expect(maintenanceWindowOf(body)).toMatchObject({ id: w.id, area: 'DEPOSITS', providerCode: null });
    // Following a deposit already made, withdrawals and the rest keep working.
    expect((await as('depositDetail', { id: 999_999 })).statusCode).not.toBe(503);
    expect((await as('withdrawalOptions')).statusCode).toBe(200);
    expect((await as('walletBalances')).statusCode).toBe(200);

    await later(30 * MINUTE);
    expect((await as('depositOptions')).statusCode).toBe(200);
  });

  it('site maintenance closes the site but not signing in, balances, recall, presence, protection or the console', async () => {
    const w = await create({ area: 'SITE', message: 'Bảo trì định kỳ hệ thống', endsAt: iso(t.clock.now + 10 * MINUTE) });
    for (const name of ['gameCatalogue', 'depositOptions', 'withdrawalOptions', 'transactionHistory'] as const) {
      const res = await as(name, name === 'transactionHistory' ? {} : undefined);
      expect(res.statusCode, name).toBe(503);
      expect(maintenanceWindowOf(res.json())?.area).toBe('SITE');
    }
    const transfer = await as('walletTransfer', { from: 'Member', to: 'JL', amount: 1000, idempotencyKey: randomUUID() });
    expect(transfer.statusCode).toBe(503);
    expect(transfer.json().message).toMatch(/^Hệ thống đang bảo trì đến /);

    expect((await as('loggedInInfo')).statusCode).toBe(200);
    expect((await as('checkOnline', { online: true })).statusCode).toBe(200);
    expect((await as('walletBalances')).statusCode).toBe(200);
    // Recall is answered on its merits (this member has nothing in the game accounts), not closed.
    const recall = await as('walletRecallAll', { idempotencyKey: randomUUID() });
    expect(recall.json().message).toEqual(['Các ví trò chơi không có số dư để chuyển về TK Chính']);
    expect((await as('protectionSettings')).statusCode).toBe(200);
    const status = MaintenanceStatus.parse((await callAt(t, 'maintenanceStatus')).json());
    expect(status.active.map((a) => a.id)).toContain(w.id);
    // Operators keep working.
    expect((await op('maintenanceList')).statusCode).toBe(200);
    expect((await op('reviewQueue', { limit: 5 })).statusCode).toBe(200);

    await endNow(w.id);
    // The instance that made the change sees it at once.
    expect((await as('gameCatalogue')).statusCode).toBe(200);
  });

  it('site maintenance leaves the status call and self-exclusion open, and closes transfers', () => {
    expect(OPEN_DURING_SITE_MAINTENANCE.has('maintenanceStatus')).toBe(true);
    expect(OPEN_DURING_SITE_MAINTENANCE.has('exclude')).toBe(true);
    expect(OPEN_DURING_SITE_MAINTENANCE.has('walletTransfer')).toBe(false);
  });

  it('a scheduled window is announced a day ahead, opens at its start, and can be ended early; a cancelled one never opens', async () => {
    const startsAt = t.clock.now + 3 * 60 * MINUTE;
    const w = await create({ area: 'WITHDRAWALS', message: 'Bảo trì ngân hàng đối tác', startsAt: iso(startsAt), endsAt: iso(startsAt + 60 * MINUTE) });
    expect(w.state).toBe('scheduled');
    let status = MaintenanceStatus.parse((await callAt(t, 'maintenanceStatus')).json());
    expect(status.upcoming.map((u) => u.id)).toContain(w.id);
    expect(status.active.map((a) => a.id)).not.toContain(w.id);
    expect((await as('withdrawalOptions')).statusCode).toBe(200);

    await until(startsAt);
    expect((await as('withdrawalOptions')).statusCode).toBe(503);
    status = MaintenanceStatus.parse((await callAt(t, 'maintenanceStatus')).json());
    expect(status.active.map((a) => a.id)).toContain(w.id);

    await endNow(w.id);
    expect((await as('withdrawalOptions')).statusCode).toBe(200);
    // Ending it again: it is over.
    expect((await op('maintenanceEnd', { id: w.id })).statusCode).toBe(404);

    const cancelledStart = t.clock.now + 60 * MINUTE;
    const cancelled = await create({ area: 'WITHDRAWALS', message: 'Lịch sẽ bị hủy trước giờ', startsAt: iso(cancelledStart), endsAt: iso(cancelledStart + 60 * MINUTE) });
    await endNow(cancelled.id);
    await until(cancelledStart + MINUTE);
    expect((await as('withdrawalOptions')).statusCode).toBe(200);
    const listed = (await op('maintenanceList')).json() as { windows: { id: number; state: string; endedBy: string | null }[] };
    expect(listed.windows.find((x) => x.id === cancelled.id)).toMatchObject({ state: 'ended' });
    expect(listed.windows.find((x) => x.id === cancelled.id)?.endedBy).not.toBeNull();
  });

  it("a game provider's window closes its games and transfers into it, not recall, nor other providers", async () => {
    const w = await create({ area: 'GAME_PROVIDER', providerCode: 'JILI', message: 'JILI nâng cấp máy chủ', endsAt: iso(t.clock.now + 20 * MINUTE) });
    const launch = await as('gameLaunch', { gameId: 'kho-bau-rong' });
    expect(launch.statusCode).toBe(503);
    expect(launch.json().message).toMatch(/^Nhà cung cấp JILI đang bảo trì đến /);
    expect((await as('walletTransfer', { from: 'Member', to: 'JL', amount: 1000, idempotencyKey: randomUUID() })).statusCode).toBe(503);
    // Out of JILI (nothing there: refused for the balance, not for maintenance) and other providers' games still answer.
    expect((await as('walletTransfer', { from: 'JL', to: 'Member', amount: 1000, idempotencyKey: randomUUID() })).statusCode).not.toBe(503);
    expect((await as('gameLaunch', { gameId: 'dai-duong-vang' })).statusCode).not.toBe(503);
    await endNow(w.id);
    expect((await as('gameLaunch', { gameId: 'kho-bau-rong' })).statusCode).not.toBe(503);
  });

  it('refuses a bad window with Vietnamese sentences and changes nothing; every switch is audited', async () => {
    const before = ((await op('maintenanceList')).json() as { windows: unknown[] }).windows.length;
    const audits = (await auditRows(t)).filter((r) => r.action.startsWith('maintenance.')).length;
    const bad = [
      { area: 'SITE', message: 'Bảo trì', endsAt: 'ngày mai' },
      { area: 'GAME_PROVIDER', message: 'Không có nhà cung cấp', endsAt: iso(t.clock.now + MINUTE) },
      { area: 'DEPOSITS', providerCode: 'JILI', message: 'Sai khu vực', endsAt: iso(t.clock.now + MINUTE) },
      { area: 'DEPOSITS', message: 'Kết thúc trước khi bắt đầu', startsAt: iso(t.clock.now + 2 * MINUTE), endsAt: iso(t.clock.now + MINUTE) },
      { area: 'DEPOSITS', message: 'ngắn', endsAt: iso(t.clock.now + MINUTE) },
      { area: 'PAYMENTS', message: 'Khu vực không tồn tại', endsAt: iso(t.clock.now + MINUTE) },
    ];
    for (const body of bad) {
      const res = await op('maintenanceCreate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message.join(' ')).toMatch(VIETNAMESE);
    }
    for (const [body, sentence] of [
      [{ area: 'SITE', message: 'Bắt đầu trong quá khứ', startsAt: iso(t.clock.now - 60 * MINUTE), endsAt: iso(t.clock.now + MINUTE) }, /đã qua/],
      [{ area: 'SITE', message: 'Quá dài, hơn bảy ngày', endsAt: iso(t.clock.now + 8 * 24 * 60 * MINUTE) }, /7 ngày/],
    ] as const) {
      const res = await op('maintenanceCreate', body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toMatch(sentence);
    }
    expect(((await op('maintenanceList')).json() as { windows: unknown[] }).windows.length).toBe(before);
    expect((await auditRows(t)).filter((r) => r.action.startsWith('maintenance.')).length).toBe(audits);

    const w = await create({ area: 'DEPOSITS', message: 'Bảo trì để kiểm tra nhật ký', endsAt: iso(t.clock.now + MINUTE) });
    await endNow(w.id);
    const rows = (await auditRows(t)).filter((r) => r.target_kind === 'maintenance' && r.target_id === String(w.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['maintenance.create', 'maintenance.end']);
  });
});
