import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exclude as excludeMember } from '../../src/modules/protection/exclusion.ts';
import { paymentTotals } from '../../src/modules/payments/service.ts';
import { playTotalsSince } from '../../src/modules/games/service.ts';
import { providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { providerSignatureHeaders } from '../../src/lib/provider-signature.ts';
import { PROVIDER_CALLBACK_BASE_PATH } from '@app/contract/sandbox-provider';
import { BACKENDS } from '../helpers/test-app.ts';
import { ledgerSnapshot } from '../ledger/helpers.ts';
import { VALID_CARD, bindCard, fund, paymentRows, requestWithdrawal } from '../payments/helpers.ts';
import { DAY_MS, callAt, deposit, login, playGate, registerSession, settings, useProtectionApp, type Session } from './helpers.ts';

/** The end date as a member in Việt Nam reads it, worked out apart from the server's own formatter. */
function vietnamTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

describe.each(BACKENDS)('time-out and self-exclusion on $name', (backend) => {
  const t = useProtectionApp(backend);

  const exclude = (s: Session, body: Record<string, unknown>) => callAt(t, 'exclude', { password: s.password, ...body }, s.token);
  const refresh = (refreshToken: string) => callAt(t, 'refreshToken', { refresh_token: refreshToken });
  const exclusionRows = async (s: Session) =>
    t.db.selectFrom('member_exclusions').select(['kind', 'days']).where('member_id', '=', s.memberId).orderBy('id').execute();

  it('refuses a wrong password and a term not offered, and stores nothing', async () => {
    const s = await registerSession(t);
    const wrong = await exclude(s, { kind: 'TIME_OUT', days: 7, password: 'saimatkhau1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(['Mật khẩu không đúng']);
    for (const [kind, days] of [
      ['TIME_OUT', 180],
      ['SELF_EXCLUSION', 7],
      ['TIME_OUT', 2],
    ] as const) {
      const bad = await exclude(s, { kind, days });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(['Thời hạn không hợp lệ']);
    }
    for (const body of [{ kind: 'FOREVER', days: 7 }, { kind: 'TIME_OUT', days: 0 }, { kind: 'TIME_OUT', days: 7, password: '' }]) {
      const bad = await exclude(s, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message.join(' ')).toMatch(/không hợp lệ|Mật khẩu|Thời hạn/);
    }
    expect(await exclusionRows(s)).toEqual([]);
    expect((await settings(t, s)).exclusion).toBeNull();
    expect((await refresh(s.refreshToken)).statusCode).toBe(200);
  });

  it('ends every session and its access tokens at once, and refuses login', async () => {
    const s = await registerSession(t);
    const otherDevice = await login(t, s);
    expect(otherDevice.statusCode).toBe(200);
    await fund(t, s, 1_000_000);

    const res = await exclude(s, { kind: 'TIME_OUT', days: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(t.clock.now + DAY_MS).toISOString();
    expect(res.json().exclusion).toEqual({ kind: 'TIME_OUT', until });
    expect(await exclusionRows(s)).toEqual([{ kind: 'TIME_OUT', days: 1 }]);

    const refused = await login(t, s);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`Tài khoản đang tạm khóa theo yêu cầu của bạn đến ${vietnamTime(until)}`);
    expect(refused.json().message).toMatch(/đến \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

    for (const token of [s.refreshToken, otherDevice.json().refresh_token]) {
      const again = await refresh(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toEqual(['Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại']);
    }

    // The access tokens already issued end with the session, on the next request: nothing moves.
    const books = await ledgerSnapshot(t);
    const rows = await paymentRows(t, s);
    const dep = await deposit(t, s, 200_000);
    expect(dep.statusCode).toBe(401);
    expect(dep.json().message).toBe('Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại');
    expect((await callAt(t, 'walletBalances', undefined, s.token)).statusCode).toBe(401);
    expect((await callAt(t, 'walletBalances', undefined, otherDevice.json().access_token)).statusCode).toBe(401);
    expect(await ledgerSnapshot(t)).toEqual(books);
    expect(await paymentRows(t, s)).toEqual(rows);
  });

  it('refuses deposits to a session that escaped the sign-out, but still lets the member withdraw', async () => {
    const s = await registerSession(t);
    await fund(t, s, 1_000_000);
    const card = (await bindCard(t, s, VALID_CARD)).json().id;
    // Another session, opened while the exclusion was being written, is not in the revoked list.
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('member_exclusions').values({ member_id: s.memberId, kind: 'TIME_OUT', days: 1, starts_at: new Date(t.clock.now), ends_at: new Date(t.clock.now + DAY_MS) }).execute();
    });
    const books = await ledgerSnapshot(t);
    const dep = await deposit(t, s, 200_000);
    expect(dep.statusCode).toBe(400);
    expect(dep.json().message).toEqual(['Tài khoản đang tạm khóa, không thể nạp tiền']);
    expect(await ledgerSnapshot(t)).toEqual(books);
    const out = await requestWithdrawal(t, s, { cardId: card, amount: 300_000 });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().balance).toBe(700_000);
  });

  it('can be lengthened but never shortened, and keeps every request in its history', async () => {
    const s = await registerSession(t);
    expect((await exclude(s, { kind: 'TIME_OUT', days: 7 })).statusCode).toBe(200);
    const until = new Date(t.clock.now + 7 * DAY_MS).toISOString();
    // The member's sessions ended with the first request; the rule itself holds for whoever asks next.
    const again = (body: { kind: 'TIME_OUT' | 'SELF_EXCLUSION'; days: number }) =>
      excludeMember({ db: t.database, now: () => t.clock.now, payments: paymentTotals, games: { playTotalsSince }, endSessions: async () => {} }, s.memberId, { ...body, password: s.password });
    for (const days of [1, 7]) {
      await expect(again({ kind: 'TIME_OUT', days })).rejects.toMatchObject({
        statusCode: 400,
        messages: [`Bạn đang tạm khóa đến ${vietnamTime(until)}: chỉ có thể kéo dài, không thể rút ngắn thời hạn`],
      });
    }
    const longer = await again({ kind: 'SELF_EXCLUSION', days: 180 });
    expect(longer.exclusion).toEqual({ kind: 'SELF_EXCLUSION', until: new Date(t.clock.now + 180 * DAY_MS).toISOString() });
    expect(await exclusionRows(s)).toEqual([
      { kind: 'TIME_OUT', days: 7 },
      { kind: 'SELF_EXCLUSION', days: 180 },
    ]);
    await expect(sql`update member_exclusions set days = 1 where member_id = ${s.memberId}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from member_exclusions where member_id = ${s.memberId}`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('refuses at refresh a session that escaped the sign-out', async () => {
    const s = await registerSession(t);
    // As if a refresh had renewed the token just as the exclusion revoked the others.
    await t.db
      .insertInto('member_exclusions')
      .values({ member_id: s.memberId, kind: 'TIME_OUT', days: 1, starts_at: new Date(t.clock.now), ends_at: new Date(t.clock.now + DAY_MS) })
      .execute();
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại']);
  });

  it('refuses play, also a stake from a game page left open when the time-out began, until it ends', async () => {
    const s = await registerSession(t);
    expect(await playGate(t, s, 10_000)).toBeNull();
    expect((await exclude(s, { kind: 'TIME_OUT', days: 1 })).statusCode).toBe(200);
    const refusal = `Tài khoản đang tạm khóa theo yêu cầu của bạn đến ${vietnamTime(new Date(t.clock.now + DAY_MS).toISOString())}`;
    // The provider asks before each stake of the game page, which outlives the member's ended sessions.
    expect(await playGate(t, s, 10_000)).toBe(refusal);
    expect(await playGate(t, s)).toBe(refusal);
    t.clock.now += DAY_MS - 60_000;
    expect(await playGate(t, s, 10_000)).toBe(refusal);
    t.clock.now += 60_000;
    expect(await playGate(t, s, 10_000)).toBeNull();
  });

  it("answers each stake the provider asks about in one call on its own, in order: the excluded member's refused, the others allowed", async () => {
    const [free, excluded, other] = [await registerSession(t), await registerSession(t), await registerSession(t)];
    expect((await exclude(excluded, { kind: 'TIME_OUT', days: 1 })).statusCode).toBe(200);
    const refusal = `Tài khoản đang tạm khóa theo yêu cầu của bạn đến ${vietnamTime(new Date(t.clock.now + DAY_MS).toISOString())}`;
    const asks = [free, excluded, other, excluded].map((s, i) => ({ playerId: `JILI.${s.memberId}`, gameId: 'kho-bau-rong', stake: 1_000 * (i + 1) }));
    const payload = JSON.stringify({ asks });
    const res = await t.app.inject({
      method: 'POST',
      url: `${PROVIDER_CALLBACK_BASE_PATH}/may-bet`,
      headers: providerSignatureHeaders(await providerSecret(t.database), payload, t.clock.now),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      verdicts: [{ allowed: true }, { allowed: false, reason: refusal }, { allowed: true }, { allowed: false, reason: refusal }],
    });
  });

  it('lets the member back in once the term is over', async () => {
    const s = await registerSession(t);
    expect((await exclude(s, { kind: 'TIME_OUT', days: 1 })).statusCode).toBe(200);
    t.clock.now += DAY_MS - 60_000;
    expect((await login(t, s)).statusCode).toBe(403);
    t.clock.now += 60_000;
    const back = await login(t, s);
    expect(back.statusCode, back.body).toBe(200);
    const session = { ...s, token: back.json().access_token };
    expect((await settings(t, session)).exclusion).toBeNull();
    expect((await deposit(t, session, 200_000)).statusCode).toBe(200);
    expect((await refresh(back.json().refresh_token)).statusCode).toBe(200);
  });
});
