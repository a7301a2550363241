import { randomUUID } from 'node:crypto';
import { DEFAULT_BRAND } from '@app/domain';
import { hashPassword } from '../../src/lib/passwords.ts';
import { insertMember } from '../../src/modules/members/service.ts';
import { openMemberAccounts } from '../../src/modules/wallet/service.ts';
import { newMemberFields } from './api-client.ts';
import type { TestApp } from './test-app.ts';

export type StoredMember = { memberId: string; username: string; nickname: string; phone: number; password: string };

/** Every test member has the same password (newMemberFields): hashed once per test file, not once per member. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/**
 * Members written straight through the repositories, with the rows registration writes (the member
 * and its wallet accounts) but without its captcha and one memory-hard password hash each: for a
 * test that needs many members and is about something else than registering. They have no session
 * (and have never logged in); they can log in with `password`.
 */
export async function insertMembers(t: TestApp, count: number): Promise<StoredMember[]> {
  const members: StoredMember[] = [];
  for (let i = 0; i < count; i++) {
    const fields = newMemberFields();
    const member = { memberId: randomUUID(), username: fields.UserName, nickname: fields.NickName, phone: fields.PhoneNumber, password: fields.Password };
    const passwordHash = await hashOnce(member.password);
    await t.database.transaction(async (trx) => {
      await insertMember(trx, {
        id: member.memberId,
        username: member.username,
        nickname: member.nickname,
        nickname_key: member.nickname.toLocaleLowerCase('vi'),
        phone: member.phone,
        password_hash: passwordHash,
        agent_name: fields.AgentName,
        brand_id: DEFAULT_BRAND.id,
      });
      await openMemberAccounts(trx, member.memberId);
    });
    members.push(member);
  }
  return members;
}
