import { MEMBER_LOGINS_SHOWN, type MemberLoginOutcome, type MemberLogins } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { insertMemberLogin, latestMemberLogins } from './repository.ts';

/** Who tried to sign in, as the request tells it. */
export type LoginClient = { ip: string; userAgent: string | undefined };

export const USER_AGENT_MAX = 256;

/** The User-Agent as sent, without control characters and cut to what the column keeps; null when empty. */
export function storedUserAgent(userAgent: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(0, USER_AGENT_MAX) : null;
}

/** One insert per attempt for a known member (never the password): what the login path pays for its history. */
export function recordLoginAttempt(db: Database, memberId: string, outcome: MemberLoginOutcome, client: LoginClient, at: Date): Promise<unknown> {
  return insertMemberLogin(db, { memberId, ip: client.ip, userAgent: storedUserAgent(client.userAgent), outcome, at });
}

/** The latest attempts of the member, newest first, for the console. */
export async function memberLoginHistory(db: Database, memberId: string): Promise<MemberLogins> {
  const rows = await latestMemberLogins(db, memberId, MEMBER_LOGINS_SHOWN);
  return {
    logins: rows.map((r) => ({ at: new Date(r.created_at).toISOString(), ip: r.ip, userAgent: r.user_agent, outcome: r.outcome })),
  };
}
