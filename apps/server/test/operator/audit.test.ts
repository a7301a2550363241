import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { auditCount, auditRows, createOperator, loginOperator, operatorCall, registerMember, signInNewOperator, type TestOperator } from './helpers.ts';

type Entry = { id: number; action: string; operator: { username: string } | null; target: { kind: string; label: string | null } | null };

describe.each(BACKENDS)('audit log on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestOperator;
  let token: string;

  beforeAll(async () => {
    ({ op: admin, token } = await signInNewOperator(t, 'admin', '192.0.2.10'));
  });

  it('lists the newest actions first, with the operator, the action and the member by username', async () => {
    const member = await registerMember(t);
    await operatorCall(t.app, 'memberSearch', { query: member.username }, { token });
    await operatorCall(t.app, 'memberDetail', { memberId: member.memberId }, { token });

    const res = await operatorCall(t.app, 'audit', { limit: 4 }, { token });
    expect(res.statusCode).toBe(200);
    const entries: Entry[] = res.json().entries;
    // Reading the log is an action too, so it heads the list.
    expect(entries.map((e) => e.action)).toEqual(['audit.view', 'member.view', 'member.search', 'operator.login']);
    expect(entries.every((e) => e.operator?.username === admin.username)).toBe(true);
    expect(entries[1]!.target).toEqual({ kind: 'member', id: member.memberId, label: member.username });
    expect(res.json().entries[2].details).toEqual({ query: member.username, results: 1 });
    expect(res.json().entries[3]).toMatchObject({ ip: '192.0.2.10', at: expect.stringMatching(/Z$/) });
  });

  it('pages backwards by id with nextBefore until the last page', async () => {
    for (let i = 0; i < 5; i++) await operatorCall(t.app, 'memberSearch', { query: `tim${i}` }, { token });
    const total = await auditCount(t);
    const seen: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 50; page++) {
      const res = await operatorCall(t.app, 'audit', before === undefined ? { limit: 3 } : { limit: 3, before }, { token });
      expect(res.statusCode).toBe(200);
      const { entries, nextBefore } = res.json() as { entries: Entry[]; nextBefore: number | null };
      expect(entries.length).toBeLessThanOrEqual(3);
      seen.push(...entries.map((e) => e.id));
      if (nextBefore === null) break;
      expect(nextBefore).toBe(entries.at(-1)!.id);
      before = nextBefore;
    }
    // Every row once, newest first: the rows that existed when paging began, plus the first page's own audit.view.
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total + 1);
  });

  it('is for admins only: a reviewer gets 403 in Vietnamese and nothing is written', async () => {
    const reviewer = await createOperator(t, 'finance');
    const reviewerToken = await loginOperator(t, reviewer);
    const before = await auditCount(t);
    const res = await operatorCall(t.app, 'audit', { limit: 10 }, { token: reviewerToken });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: 'Bạn không có quyền thực hiện thao tác này', error: 'Forbidden' });
    expect(await auditCount(t)).toBe(before);
  });

  it('cannot be changed or deleted, even with SQL', async () => {
    const before = await auditRows(t);
    await expect(sql`update operator_audit_log set ip = '0.0.0.0'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await auditRows(t)).toEqual(before);
  });
});
