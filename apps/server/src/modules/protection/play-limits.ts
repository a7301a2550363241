import type { ProtectionSettings, SetLossLimitBody } from '@app/contract';
import { lockMember } from '../members/service.ts';
import { limitAfterRequest, limitInForce, limitsByPeriod } from './limits.ts';
import * as repo from './repository.ts';
import { protectionSettings, type ProtectionDeps } from './service.ts';

/**
 * The member's limits on play (D11, issue 9), changed by the rules of deposit limits: stricter at once,
 * looser (a raise, a longer session, a removal) after 24 hours. Under the member's lock, so two changes
 * asked at once are decided one after the other. The play gate (play-gate.ts) enforces them.
 */

export async function setLossLimit(deps: ProtectionDeps, memberId: string, { period, amount }: SetLossLimitBody): Promise<ProtectionSettings> {
  const at = new Date(deps.now());
  await deps.db.transaction(async (trx) => {
    await lockMember(trx, memberId);
    const current = limitsByPeriod(await repo.storedLimits(trx, 'loss_limits', memberId), at)[period];
    await repo.saveLimit(trx, 'loss_limits', memberId, period, limitAfterRequest(current, amount, at), at);
  });
  return protectionSettings(deps, memberId);
}

/** `minutes` 0 turns the limit off, which like a longer limit waits a day. */
export async function setSessionLimit(deps: ProtectionDeps, memberId: string, minutes: number): Promise<ProtectionSettings> {
  const at = new Date(deps.now());
  await deps.db.transaction(async (trx) => {
    await lockMember(trx, memberId);
    const { sessionLimit } = await repo.memberSettings(trx, memberId);
    const next = limitAfterRequest(limitInForce(sessionLimit, at), minutes === 0 ? null : minutes, at);
    await repo.saveSessionLimit(trx, memberId, next, at);
  });
  return protectionSettings(deps, memberId);
}
