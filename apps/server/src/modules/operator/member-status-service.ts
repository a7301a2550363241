import type { MemberDetailResponse, MemberSetStatusBody } from '@app/contract';
import type { LevelThresholds } from '@app/domain';
import { badRequest, HttpError } from '../../lib/errors.ts';
import type { RefreshTokens } from '../auth/service.ts';
import { findMemberById, setMemberStatus } from '../members/service.ts';
import { memberDetailView } from './member-view.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';
import type { Database } from '../../db/database.ts';

/**
 * Locking and unlocking a member's account. A lock ends every session the member has at once (their
 * refresh tokens and, on every instance, their access tokens); login and refresh refuse a locked
 * member from then on. The status, the ended sessions and the audit row with the reason are one
 * transaction: a refused or failed change leaves no trace, and no change goes unaudited.
 */
export function createMemberStatusService(deps: {
  db: Database;
  /** The auth module's refreshTokens.revokeMemberSessions: it owns members' sessions. */
  endSessions: RefreshTokens['revokeMemberSessions'];
  now?: () => number;
  levelThresholds: LevelThresholds;
}) {
  const { db, endSessions, levelThresholds } = deps;
  const now = deps.now ?? Date.now;

  async function setStatus(actor: Actor, body: MemberSetStatusBody): Promise<MemberDetailResponse> {
    const { memberId, status } = body;
    const reason = body.reason.trim();
    await db.transaction(async (trx) => {
      if (!(await setMemberStatus(trx, memberId, status))) {
        if (!(await findMemberById(trx, memberId))) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
        throw badRequest(status === 'locked' ? OPERATOR_MESSAGES.alreadyLocked : OPERATOR_MESSAGES.alreadyActive);
      }
      await appendAudit(trx, {
        operatorId: actor.operator.id,
        action: status === 'locked' ? 'member.lock' : 'member.unlock',
        target: { kind: 'member', id: memberId },
        details: { reason },
        ip: actor.ip,
      });
      // Last, as it also writes to the shared store, which a rollback cannot undo.
      if (status === 'locked') await endSessions(trx, memberId, new Date(now()));
    });
    const detail = await memberDetailView(db, memberId, levelThresholds);
    if (!detail) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
    return detail;
  }

  return { setStatus };
}

export type MemberStatusService = ReturnType<typeof createMemberStatusService>;
