import type { AuditAction, OperatorAccountList, OperatorCreateBody, OperatorResetPasswordBody, OperatorSetRoleBody, OperatorSetStatusBody } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import {
  clearOperatorTwoFactor,
  lockActiveAdmins,
  lockOperatorAccount,
  operatorAccountRows,
  replaceOperatorPassword,
  updateOperatorRole,
  updateOperatorStatus,
  type OperatorAccountRow,
} from './account-repository.ts';
import { createOperatorAccount, hashNewOperatorPassword, OperatorAccountError } from './account-service.ts';
import { iso } from './member-view.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

const accountView = (r: OperatorAccountRow): OperatorAccountList['operators'][number] => ({
  id: r.id,
  username: r.username,
  displayName: r.display_name,
  role: r.role,
  status: r.status,
  twoFactor: r.totp_enabled_at !== null,
  lastLoginAt: iso(r.last_login_at),
  createdAt: iso(r.created_at)!,
});

/** The account rules' refusals (Vietnamese sentences) as a 400. */
async function refusingAs400<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof OperatorAccountError) throw new HttpError(400, error.messages);
    throw error;
  }
}

type Change = { action: AuditAction; details?: Record<string, string> };

/**
 * Operator accounts kept by an admin in the console ("Nhân viên"; the contract lets only the admin role
 * call these). An admin never changes their own account here (no locking oneself out, no password set
 * without the old one), and the last active admin can be neither disabled nor demoted. A disable, a new
 * password and a two-factor reset end every sign-in of that operator at once (the session epoch, which
 * every console call checks). Each change and its audit row are one transaction; a refused one leaves
 * neither. Every answer is the whole list, as it is now.
 */
export function createOperatorAccountsService({ db }: { db: Database }) {
  async function list(): Promise<OperatorAccountList> {
    return { operators: (await operatorAccountRows(db)).map(accountView) };
  }

  /**
   * The shared path of every change to an existing account: the active admins locked first (the last
   * one is kept), then the account; `apply` checks its own rules, writes, and says what to audit.
   */
  async function change(
    actor: Actor,
    operatorId: string,
    apply: (trx: Database, target: OperatorAccountRow, activeAdmins: string[]) => Promise<Change>,
  ): Promise<OperatorAccountList> {
    await db.transaction(async (trx) => {
      const activeAdmins = await lockActiveAdmins(trx);
      const target = await lockOperatorAccount(trx, operatorId);
      if (!target) throw new HttpError(404, OPERATOR_MESSAGES.operatorNotFound);
      const { action, details } = await apply(trx, target, activeAdmins);
      await appendAudit(trx, {
        operatorId: actor.operator.id,
        action,
        target: { kind: 'operator', id: target.id },
        details: { username: target.username, ...details },
        ip: actor.ip,
      });
    });
    return list();
  }

  /** Refuses to leave no active admin: `target` stops being one. */
  const keepAnAdmin = (target: OperatorAccountRow, activeAdmins: string[]) => {
    if (activeAdmins.includes(target.id) && activeAdmins.length <= 1) throw badRequest(OPERATOR_MESSAGES.lastAdmin);
  };

  const notSelf = (actor: Actor, target: OperatorAccountRow, message: string) => {
    if (target.id === actor.operator.id) throw badRequest(message);
  };

  return {
    list,

    async create(actor: Actor, body: OperatorCreateBody): Promise<OperatorAccountList> {
      await refusingAs400(() => createOperatorAccount(db, body, { source: 'console', actor }));
      return list();
    },

    setRole(actor: Actor, { operatorId, role }: OperatorSetRoleBody): Promise<OperatorAccountList> {
      return change(actor, operatorId, async (trx, target, activeAdmins) => {
        notSelf(actor, target, OPERATOR_MESSAGES.selfRole);
        if (target.role === role) throw badRequest(OPERATOR_MESSAGES.sameRole);
        if (role !== 'admin') keepAnAdmin(target, activeAdmins);
        // Takes effect on the operator's next call: the role is read from the account on every one.
        await updateOperatorRole(trx, target.id, role);
        return { action: 'operator.role_change', details: { from: target.role, to: role } };
      });
    },

    setStatus(actor: Actor, { operatorId, status }: OperatorSetStatusBody): Promise<OperatorAccountList> {
      return change(actor, operatorId, async (trx, target, activeAdmins) => {
        notSelf(actor, target, OPERATOR_MESSAGES.selfStatus);
        if (target.status === status) throw badRequest(status === 'disabled' ? OPERATOR_MESSAGES.operatorAlreadyDisabled : OPERATOR_MESSAGES.operatorAlreadyActive);
        if (status === 'disabled') keepAnAdmin(target, activeAdmins);
        await updateOperatorStatus(trx, target.id, status);
        return { action: status === 'disabled' ? 'operator.disable' : 'operator.enable' };
      });
    },

    async resetPassword(actor: Actor, { operatorId, password }: OperatorResetPasswordBody): Promise<OperatorAccountList> {
      return change(actor, operatorId, async (trx, target) => {
        notSelf(actor, target, OPERATOR_MESSAGES.selfReset);
        // argon2id takes its ~30 ms inside the transaction: rare, and the account's lock must cover the check.
        const hash = await refusingAs400(() => hashNewOperatorPassword(target.username, password));
        await replaceOperatorPassword(trx, target.id, hash);
        return { action: 'operator.password_reset' };
      });
    },

    resetTwoFactor(actor: Actor, operatorId: string): Promise<OperatorAccountList> {
      return change(actor, operatorId, async (trx, target) => {
        notSelf(actor, target, OPERATOR_MESSAGES.selfReset);
        if (target.totp_enabled_at === null && target.totp_pending_sealed === null) throw badRequest(OPERATOR_MESSAGES.twoFactorNotOn);
        await clearOperatorTwoFactor(trx, target.id);
        return { action: 'operator.two_factor_reset' };
      });
    },
  };
}

export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
