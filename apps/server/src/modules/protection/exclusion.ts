import { EXCLUSION_OPTIONS, type ExcludeBody, type ProtectionSettings } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findMemberById, lockMember } from '../members/service.ts';
import { PROTECTION_MESSAGES, exclusionCannotShorten } from '../../messages/protection.ts';
import * as repo from './repository.ts';
import { protectionSettings, type ProtectionDeps } from './service.ts';
import type { Database } from '../../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Time-out and self-exclusion (D11). Once asked for, it cannot be lifted or shortened before its end,
 * only lengthened: the point is to hold when the member would rather it did not. It ends every
 * session (refresh and access tokens revoked, login and refresh refused) and refuses deposits; withdrawals stay
 * open, so a member can always take their money out.
 */
/** Ends every session of a member inside the caller's transaction (the auth module's). */
export type EndSessions = (trx: Database, memberId: string, at: Date) => Promise<void>;

export async function exclude(deps: ProtectionDeps & { endSessions: EndSessions }, memberId: string, { kind, days, password }: ExcludeBody): Promise<ProtectionSettings> {
  if (!EXCLUSION_OPTIONS.some((o) => o.kind === kind && o.days === days)) throw badRequest(PROTECTION_MESSAGES.badExclusionTerm);
  // Confirmed like a payment: a step that cannot be undone must come from the member, not an open tab.
  const member = await findMemberById(deps.db, memberId);
  if (!member || !(await verifyPassword(password, member.password_hash))) throw badRequest(PROTECTION_MESSAGES.wrongPassword);

  const at = new Date(deps.now());
  const endsAt = new Date(at.getTime() + days * DAY_MS);
  await deps.db.transaction(async (trx) => {
    await lockMember(trx, memberId);
    const current = await repo.exclusionInForce(trx, memberId, at);
    if (current && endsAt.getTime() <= current.until.getTime()) throw badRequest(exclusionCannotShorten(current.until));
    await repo.insertExclusion(trx, { memberId, kind, days, startsAt: at, endsAt });
    await deps.endSessions(trx, memberId, at);
  });
  return protectionSettings(deps, memberId);
}
