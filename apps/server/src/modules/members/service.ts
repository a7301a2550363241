import type { Kysely } from 'kysely';
import type { LoggedInInfo } from '@app/contract';
import { levelForAmount, type LevelThresholds } from '@app/domain';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../lib/errors.ts';
import { findMemberById } from '../auth/repository.ts';
import { lifetimeDeposits } from '../ledger/repository.ts';
import { balanceSummary } from '../wallet/service.ts';

/** What `user/GetLoggedinInfo` answers: who the member is, their balances and level. */
export async function loggedInInfo(
  db: Kysely<Database>,
  memberId: string,
  levelThresholds: LevelThresholds,
): Promise<LoggedInInfo> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new HttpError(401, 'Tài khoản không tồn tại, vui lòng đăng nhập lại');
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
