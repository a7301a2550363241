import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LOGINS_SHOWN, type MemberLoginEntry, type MemberNote } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { call, encodeLogin, obtainCaptchaPass } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRows, operatorCall, registerMember, signInNewOperator, type RegisteredMember, type SignedInOperator } from './helpers.ts';

const LOCKED = ['Tài khoản đang bị khóa, vui lòng liên hệ CSKH'];
const UNKNOWN_MEMBER = '00000000-0000-4000-8000-00000000dead';

/** The member client's login with a browser's User-Agent (the one the history keeps). */
async function memberLogin(t: TestApp, username: string, password: string, userAgent: string) {
  const data = encodeLogin({
    UserName: username,
    Password: password,
    AgentName: '',
    App: DEFAULT_BRAND.appId,
    Captcha: await obtainCaptchaPass(t.app),
    time: Date.now(),
    uuid: 'device-0002',
    userX: 120,
  });
  return call(t.app, 'login', { data }, { headers: { 'user-agent': userAgent } });
}

describe.each(BACKENDS)('support beside a member’s page on $name', (backend) => {
  const t = useTestApp(backend);
  let support: SignedInOperator;
  let finance: SignedInOperator;
  let content: SignedInOperator;
  const ip = '198.51.100.61';
  const as = (who: SignedInOperator, name: Parameters<typeof operatorCall>[1], body?: unknown) => operatorCall(t.app, name, body, { token: who.token, ip });

  beforeAll(async () => {
    support = await signInNewOperator(t, 'support', ip);
    finance = await signInNewOperator(t, 'finance', ip);
    content = await signInNewOperator(t, 'content', ip);
  });

  describe('notes', () => {
    let member: RegisteredMember;
    beforeAll(async () => {
      member = await registerMember(t);
    });

    it('support adds notes (trimmed, audited); they come back newest first with author and time; finance reads them', async () => {
      const first = await as(support, 'memberNoteAdd', { memberId: member.memberId, text: '  Khách gọi hỏi về thưởng nạp đầu.  ' });
      expect(first.statusCode, first.body).toBe(200);
      const second = await as(support, 'memberNoteAdd', { memberId: member.memberId, text: 'Đã hướng dẫn đổi mật khẩu qua CSKH.' });
      const notes = second.json().notes as MemberNote[];
      expect(notes.map((n) => n.text)).toEqual(['Đã hướng dẫn đổi mật khẩu qua CSKH.', 'Khách gọi hỏi về thưởng nạp đầu.']);
      expect(notes[0]!.author).toEqual({ id: support.op.id, username: support.op.username, displayName: expect.any(String) });
      expect(Date.parse(notes[0]!.at)).not.toBeNaN();

      const read = await as(finance, 'memberNotes', { memberId: member.memberId });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(second.json());

      const rows = (await auditRows(t)).filter((r) => r.action === 'member.note_add' && r.target_id === member.memberId);
      expect(rows.map((r) => [r.operator_id, r.ip, r.details])).toEqual([
        [support.op.id, ip, { noteId: notes[1]!.id }],
        [support.op.id, ip, { noteId: notes[0]!.id }],
      ]);
    });

    it('finance may read but not write; content neither', async () => {
      const write = await as(finance, 'memberNoteAdd', { memberId: member.memberId, text: 'Ghi chú của tài chính' });
      expect(write.statusCode).toBe(403);
      for (const route of ['memberNotes', 'memberLogins', 'memberProtection'] as const) {
        expect((await as(content, route, { memberId: member.memberId })).statusCode, route).toBe(403);
      }
      expect((await as(content, 'memberNoteAdd', { memberId: member.memberId, text: 'x' })).statusCode).toBe(403);
    });

    it('refuses an empty note, one over 1000 characters and an unknown member, writing nothing', async () => {
      const before = (await auditRows(t)).length;
      const count = async () => (await t.db.selectFrom('member_notes').select('id').execute()).length;
      const notes = await count();
      const blank = await as(support, 'memberNoteAdd', { memberId: member.memberId, text: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toEqual(['Ghi chú không được để trống']);
      const long = await as(support, 'memberNoteAdd', { memberId: member.memberId, text: 'a'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toEqual(['Ghi chú tối đa 1000 ký tự']);
      expect((await as(support, 'memberNoteAdd', { memberId: member.memberId, text: 'ă'.repeat(1000) })).statusCode).toBe(200);
      const unknown = await as(support, 'memberNoteAdd', { memberId: UNKNOWN_MEMBER, text: 'Không ai cả' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Không tìm thấy thành viên');
      expect((await as(support, 'memberNotes', { memberId: UNKNOWN_MEMBER })).statusCode).toBe(404);
      expect(await count()).toBe(notes + 1);
      expect((await auditRows(t)).length).toBe(before + 1);
    });
  });

  describe('login history', () => {
    it('keeps success, wrong password and locked attempts with address and browser, never the password; unknown names leave nothing', async () => {
      const member = await registerMember(t);
      const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
      expect((await memberLogin(t, member.username, member.password, browser)).statusCode).toBe(200);
      const wrong = await memberLogin(t, member.username, 'saimatkhau99', browser);
      expect(wrong.statusCode).toBe(400);
      const before = await t.db.selectFrom('member_logins').select('id').execute();
      expect((await memberLogin(t, 'khongcoai99', 'saimatkhau99', browser)).statusCode).toBe(400);
      expect(await t.db.selectFrom('member_logins').select('id').execute()).toHaveLength(before.length);

      // A locked account: told so in Vietnamese (only after the right password), and the attempt is kept.
      const lock = await as(support, 'memberSetStatus', { memberId: member.memberId, status: 'locked', reason: 'Nghi ngờ gian lận' });
      expect(lock.statusCode).toBe(200);
      const locked = await memberLogin(t, member.username, member.password, `${'x'.repeat(300)}`);
      expect(locked.statusCode).toBe(400);
      expect(locked.json().message).toEqual(LOCKED);

      const res = await as(support, 'memberLogins', { memberId: member.memberId });
      expect(res.statusCode, res.body).toBe(200);
      const logins = res.json().logins as MemberLoginEntry[];
      expect(logins.map((l) => l.outcome)).toEqual(['locked', 'wrong_password', 'success']);
      expect(logins[2]).toMatchObject({ ip: '127.0.0.1', userAgent: browser });
      // Cut to what the column keeps.
      expect(logins[0]!.userAgent).toBe('x'.repeat(256));
      const stored = await t.db.selectFrom('member_logins').selectAll().where('member_id', '=', member.memberId).execute();
      expect(JSON.stringify(stored)).not.toContain(member.password);
      expect(JSON.stringify(stored)).not.toContain('saimatkhau99');

      const viewed = (await auditRows(t)).filter((r) => r.action === 'member.logins_view' && r.target_id === member.memberId);
      expect(viewed.map((r) => [r.operator_id, r.ip])).toEqual([[support.op.id, ip]]);
    });

    it('keeps an excluded member’s refused sign-in, and shows the latest 50 attempts newest first', async () => {
      const member = await registerMember(t);
      const out = await call(t.app, 'exclude', { kind: 'TIME_OUT', days: 1, password: member.password }, { token: member.token });
      expect(out.statusCode, out.body).toBe(200);
      const refused = await memberLogin(t, member.username, member.password, 'Mozilla/5.0 (X11; Linux x86_64)');
      expect(refused.statusCode).toBe(403);

      const base = Date.now() - 3_600_000;
      await t.db
        .insertInto('member_logins')
        .values(Array.from({ length: MEMBER_LOGINS_SHOWN + 5 }, (_, i) => ({ member_id: member.memberId, ip: `10.0.0.${i}`, user_agent: null, outcome: 'success' as const, created_at: new Date(base + i * 1000) })))
        .execute();
      const logins = (await as(finance, 'memberLogins', { memberId: member.memberId })).json().logins as MemberLoginEntry[];
      expect(logins).toHaveLength(MEMBER_LOGINS_SHOWN);
      expect(logins[0]).toMatchObject({ ip: `10.0.0.${MEMBER_LOGINS_SHOWN + 4}`, userAgent: null });
      const ids = await t.db.selectFrom('member_logins').select(['outcome']).where('member_id', '=', member.memberId).orderBy('id').execute();
      expect(ids[0]?.outcome).toBe('excluded');
      expect((await as(support, 'memberLogins', { memberId: UNKNOWN_MEMBER })).statusCode).toBe(404);
    });
  });

  describe('limits and exclusions', () => {
    it('shows the member’s deposit limit and time-out as the member sees them, with the exclusion history', async () => {
      const member = await registerMember(t);
      const empty = (await as(support, 'memberProtection', { memberId: member.memberId })).json();
      expect(empty.exclusions).toEqual([]);
      expect(empty.settings.exclusion).toBeNull();
      expect(empty.settings.depositLimits.every((l: { amount: number | null }) => l.amount === null)).toBe(true);

      expect((await call(t.app, 'setDepositLimit', { period: 'DAY', amount: 500_000 }, { token: member.token })).statusCode).toBe(200);
      expect((await call(t.app, 'exclude', { kind: 'TIME_OUT', days: 7, password: member.password }, { token: member.token })).statusCode).toBe(200);

      const res = await as(support, 'memberProtection', { memberId: member.memberId });
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json();
      expect(view.settings.depositLimits.find((l: { period: string }) => l.period === 'DAY')).toMatchObject({ amount: 500_000, used: 0 });
      expect(view.settings.exclusion).toMatchObject({ kind: 'TIME_OUT' });
      expect(view.exclusions).toEqual([{ kind: 'TIME_OUT', days: 7, startsAt: expect.any(String), endsAt: view.settings.exclusion.until }]);
      expect(Date.parse(view.exclusions[0].endsAt) - Date.parse(view.exclusions[0].startsAt)).toBe(7 * 86_400_000);
      expect((await as(support, 'memberProtection', { memberId: UNKNOWN_MEMBER })).statusCode).toBe(404);
    });
  });
});
