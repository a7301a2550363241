import type { LoggedInInfo } from '@app/contract';
import { levelForAmount, type LevelThresholds } from '@app/domain';
import { HttpError } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '../../messages/auth.ts';
import { lifetimeDeposits } from '../ledger/service.ts';
import { balanceSummary } from '../wallet/service.ts';
import { findMemberById } from './repository.ts';
import type { Database } from '../../db/database.ts';

/**
 * The members table's reads and writes that other modules use (registration and login, the
 * console's search and lock, the member lock that money requests take): through here, never the
 * repository.
 */
export {
  findMemberById,
  findMemberByUsername,
  insertMember,
  lockMember,
  memberNames,
  recordLogin,
  registrationsSince,
  replacePasswordHash,
  searchMembers,
  sessionStart,
  setMemberStatus,
  takenAccountFields,
} from './repository.ts';

/** What `user/GetLoggedinInfo` answers: who the member is, their balances and level. */
export async function loggedInInfo(
  db: Database,
  memberId: string,
  levelThresholds: LevelThresholds,
): Promise<LoggedInInfo> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new HttpError(401, AUTH_MESSAGES.unknownMember);
  const { balance, totalBalance } = await balanceSummary(db, memberId);
  const deposited = await lifetimeDeposits(db, memberId);
  return {
    userId: member.id,
    username: member.username,
    nickname: member.nickname,
    balance,
    totalBalance,
    level: levelForAmount(deposited, levelThresholds),
    lifetimeDeposits: deposited,
    levelThresholds: [...levelThresholds],
    previousLoginAt: member.previous_login_at ? new Date(member.previous_login_at).toISOString() : null,
    createdAt: new Date(member.created_at).toISOString(),
  };
}
