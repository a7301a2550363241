import type { MemberDetailResponse, MemberSummary } from '@app/contract';
import { BRANDS, formatPhone, levelForAmount, type LevelThresholds } from '@app/domain';
import type { Member } from '../../db/types.ts';
import { lifetimeDeposits } from '../ledger/service.ts';
import { findMemberById } from '../members/service.ts';
import { memberWalletBalances } from '../wallet/service.ts';
import type { Database } from '../../db/database.ts';

/** How a member looks in the console: the search row and the detail page (views are audited by the caller). */
export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function brandOf(brandId: string) {
  const brand = BRANDS.find((b) => b.id === brandId);
  return { id: brandId, name: brand?.displayName ?? brandId };
}

type MemberRow = Pick<Member, 'id' | 'username' | 'nickname' | 'phone' | 'brand_id' | 'status' | 'created_at' | 'last_login_at'>;

export function memberSummary(m: MemberRow): MemberSummary {
  return {
    memberId: m.id,
    username: m.username,
    nickname: m.nickname,
    phone: formatPhone(Number(m.phone)),
    brand: brandOf(m.brand_id),
    status: m.status,
    createdAt: iso(m.created_at)!,
    lastLoginAt: iso(m.last_login_at),
  };
}

/** The member with every wallet balance and their level; null for an unknown member. */
export async function memberDetailView(
  db: Database,
  memberId: string,
  levelThresholds: LevelThresholds,
): Promise<MemberDetailResponse | null> {
  const member = await findMemberById(db, memberId);
  if (!member) return null;
  const { accounts, balance, totalBalance } = await memberWalletBalances(db, memberId);
  const deposits = await lifetimeDeposits(db, member.id);
  return {
    member: { ...memberSummary(member), previousLoginAt: iso(member.previous_login_at), level: levelForAmount(deposits, levelThresholds), lifetimeDeposits: deposits },
    wallets: accounts.map((a) => ({ walletKey: a.walletKey, balance: a.balance })),
    balance,
    totalBalance,
  };
}
