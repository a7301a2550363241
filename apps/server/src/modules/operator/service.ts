import { randomUUID } from 'node:crypto';
import {
  MEMBER_SEARCH_MAX_RESULTS,
  type AuditPageBody,
  type AuditPageResponse,
  type MemberDetailResponse,
  type MemberSearchResponse,
  type OperatorLoginBody,
  type OperatorLoginResponse,
  type OperatorLogoutResponse,
  type OperatorPasswordChangeBody,
  type OperatorProfile,
  type OperatorSignedIn,
} from '@app/contract';
import type { LevelThresholds } from '@app/domain';
import type { OperatorRole } from '../../db/types.ts';
import { badRequest, HttpError, unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../auth/service.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { memberNames, searchMembers as searchMemberRows } from '../members/service.ts';
import type { SessionRevocation } from '../auth/service.ts';
import { iso, memberDetailView, memberSummary } from './member-view.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import {
  appendAudit,
  auditRows,
  findOperatorByUsername,
  findOperatorCredentials,
  insertOperatorIfAbsent,
  operatorNames,
  replacePasswordHash,
  stampOperatorLogin,
} from './repository.ts';
import { changeOwnOperatorPassword } from './account-repository.ts';
import { checkNewOperatorPassword, OperatorAccountError } from './account-service.ts';
import type { OperatorTokens } from './tokens.ts';
import type { TwoFactor } from './two-factor.ts';
import type { Database } from '../../db/database.ts';

/** Who did something, and from where: what every audit row carries. */
export type Actor = { operator: OperatorProfile; ip: string };

const normaliseUsername = (username: string) => username.trim().toLowerCase();

/**
 * The throttle's counters are shared with member logins; an operator's are kept apart, so failed
 * member logins from an office address never lock the console, and neither does a member named 'admin'.
 */
const throttleKeys = (username: string, ip: string) => [`operator:${username}`, `operator:${ip}`] as const;

/** Creates an operator unless the username is taken (the demo seed and tests use it). */
export async function ensureOperator(
  db: Database,
  o: { username: string; displayName: string; password: string; role: OperatorRole },
): Promise<void> {
  const username = normaliseUsername(o.username);
  if (await findOperatorByUsername(db, username)) return;
  const passwordHash = await hashPassword(o.password);
  await insertOperatorIfAbsent(db, { id: randomUUID(), username, displayName: o.displayName, passwordHash, role: o.role });
}

export function createOperatorService(deps: {
  db: Database;
  tokens: OperatorTokens;
  /** Operator sessions ended by logout (kind 'operator'), shared by every instance. */
  revocation: SessionRevocation;
  throttle: LoginThrottle;
  twoFactor: TwoFactor;
  now?: () => number;
  levelThresholds: LevelThresholds;
}) {
  const { db, tokens, revocation, throttle, levelThresholds, twoFactor } = deps;
  const now = deps.now ?? Date.now;

  async function login(body: OperatorLoginBody, ip: string): Promise<OperatorLoginResponse> {
    const username = normaliseUsername(body.username);
    await throttle.assertAllowed(...throttleKeys(username, ip));
    const operator = await findOperatorByUsername(db, username);
    const ok = await verifyPassword(body.password, operator?.password_hash ?? (await dummyPasswordHash()));
    if (!operator || !ok) {
      await throttle.recordFailure(...throttleKeys(username, ip));
      await appendAudit(db, { operatorId: operator?.id ?? null, action: 'operator.login_failed', details: { username, reason: 'credentials' }, ip });
      throw badRequest(OPERATOR_MESSAGES.badLogin);
    }
    // An older scheme or cost (scrypt before argon2id): replaced now that the password is known.
    if (needsRehash(operator.password_hash)) await replacePasswordHash(db, operator.id, operator.password_hash, await hashPassword(body.password));
    // Told only after the right password, so a guesser cannot learn which accounts are disabled.
    if (operator.status !== 'active') {
      await appendAudit(db, { operatorId: operator.id, action: 'operator.login_failed', details: { username, reason: 'disabled' }, ip });
      throw badRequest(OPERATOR_MESSAGES.disabled);
    }
    if (operator.totp_enabled_at) {
      // The second factor is asked for only after the right password; a wrong code counts as a failed login.
      if (body.otp === undefined) return { twoFactorRequired: true };
      if (!(await twoFactor.verify(operator.id, body.otp))) {
        await throttle.recordFailure(...throttleKeys(username, ip));
        await appendAudit(db, { operatorId: operator.id, action: 'operator.login_failed', details: { username, reason: 'otp' }, ip });
        throw badRequest(OPERATOR_MESSAGES.badOtp);
      }
    }
    await throttle.recordSuccess(...throttleKeys(username, ip));
    await db.transaction(async (trx) => {
      await stampOperatorLogin(trx, operator.id, new Date(now()));
      await appendAudit(trx, { operatorId: operator.id, action: 'operator.login', ip });
    });
    const { token, expiresAt } = await tokens.issue(operator.id, operator.session_epoch);
    return {
      access_token: token,
      expiresAt: expiresAt.toISOString(),
      operator: { id: operator.id, username: operator.username, displayName: operator.display_name, role: operator.role, twoFactor: operator.totp_enabled_at !== null },
    };
  }

  /** Starts two-factor enrolment: the secret for the app's QR code. */
  const enrolTwoFactor = (actor: Actor) => twoFactor.enrol(actor.operator);

  /** The app's first code turns two-factor sign-in on; audited; the recovery codes, once. */
  async function confirmTwoFactor(actor: Actor, code: string) {
    return db.transaction(async (trx) => {
      const enabled = await twoFactor.confirm(trx, actor.operator.id, code);
      await appendAudit(trx, { operatorId: actor.operator.id, action: 'operator.two_factor_on', ip: actor.ip });
      return enabled;
    });
  }

  /**
   * The signed-in operator's own new password ("Bảo mật" → "Đổi mật khẩu"). What the input alone
   * decides (the new one equal to the current one, against the rules, no code with two-factor on) is
   * refused first, before anything is verified, so such a refusal tells nothing and spends no code.
   * Then the current password and, with two-factor on, the code: a wrong one counts against the
   * login's own throttle (the same counters as the login form, so an open console left behind cannot
   * be used to guess) and is audited. The new argon2id hash replaces the one just verified and moves
   * the session epoch on, which ends every sign-in of the operator at once, this one too; this tab
   * carries on with the new sign-in in the answer. Neither password reaches the audit row.
   */
  async function changePassword(actor: Actor, body: OperatorPasswordChangeBody): Promise<OperatorSignedIn> {
    const { id, username } = actor.operator;
    const keys = throttleKeys(username, actor.ip);
    await throttle.assertAllowed(...keys);
    const operator = await findOperatorCredentials(db, id);
    if (!operator) throw unauthorized(OPERATOR_MESSAGES.badSession);
    if (body.newPassword === body.currentPassword) throw badRequest(OPERATOR_MESSAGES.samePassword);
    let fresh: string;
    try {
      fresh = checkNewOperatorPassword(operator.username, body.newPassword);
    } catch (error) {
      if (error instanceof OperatorAccountError) throw new HttpError(400, error.messages);
      throw error;
    }
    if (operator.totp_enabled_at && body.otp === undefined) throw badRequest(OPERATOR_MESSAGES.otpRequired);

    const refuse = async (reason: 'credentials' | 'otp', message: string) => {
      await throttle.recordFailure(...keys);
      await appendAudit(db, { operatorId: id, action: 'operator.password_change_failed', details: { reason }, ip: actor.ip });
      return badRequest(message);
    };
    if (!(await verifyPassword(body.currentPassword, operator.password_hash))) throw await refuse('credentials', OPERATOR_MESSAGES.badCurrentPassword);
    if (operator.totp_enabled_at && !(await twoFactor.verify(id, body.otp!))) throw await refuse('otp', OPERATOR_MESSAGES.badOtp);

    const passwordHash = await hashPassword(fresh);
    const epoch = await db.transaction(async (trx) => {
      const moved = await changeOwnOperatorPassword(trx, id, operator.password_hash, passwordHash);
      // Another change of the account landed between the check and now (an admin's reset, a disable).
      if (moved === undefined) throw new HttpError(409, OPERATOR_MESSAGES.passwordChangedMeanwhile);
      await appendAudit(trx, { operatorId: id, action: 'operator.password_change', target: { kind: 'operator', id }, ip: actor.ip });
      return moved;
    });
    await throttle.recordSuccess(...keys);
    const { token, expiresAt } = await tokens.issue(id, epoch);
    return {
      access_token: token,
      expiresAt: expiresAt.toISOString(),
      operator: { id, username: operator.username, displayName: operator.display_name, role: operator.role, twoFactor: operator.totp_enabled_at !== null },
    };
  }

  /** Ends this sign-in on every instance at once; the token's other copies (other tabs) die with it. */
  async function logout(actor: Actor, sessionId: string): Promise<OperatorLogoutResponse> {
    await revocation.revoke([sessionId]);
    await appendAudit(db, { operatorId: actor.operator.id, action: 'operator.logout', ip: actor.ip });
    return { ok: true };
  }

  async function searchMembers(actor: Actor, query: string): Promise<MemberSearchResponse> {
    const text = query.trim();
    const digits = text.replace(/[\s.-]/g, '');
    const isPhone = /^\d{3,10}$/.test(digits);
    const rows = await searchMemberRows(
      db,
      { text, phoneDigits: isPhone ? digits : null },
      MEMBER_SEARCH_MAX_RESULTS,
    );
    await appendAudit(db, { operatorId: actor.operator.id, action: 'member.search', details: { query: text, results: rows.length }, ip: actor.ip });
    return { members: rows.map(memberSummary) };
  }

  async function memberDetail(actor: Actor, memberId: string): Promise<MemberDetailResponse> {
    const detail = await memberDetailView(db, memberId, levelThresholds);
    if (!detail) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
    await appendAudit(db, { operatorId: actor.operator.id, action: 'member.view', target: { kind: 'member', id: memberId }, ip: actor.ip });
    return detail;
  }

  /** Reading the log is itself an operator action (only an admin's role may: OPERATOR_ROUTE_ROLES). */
  async function auditPage(actor: Actor, page: AuditPageBody): Promise<AuditPageResponse> {
    await appendAudit(db, { operatorId: actor.operator.id, action: 'audit.view', details: { before: page.before ?? null }, ip: actor.ip });
    const rows = await auditRows(db, { limit: page.limit + 1, before: page.before });
    const shown = rows.slice(0, page.limit);
    const targets = (kind: string) => shown.flatMap((r) => (r.target_kind === kind && r.target_id ? [r.target_id] : []));
    const [names, operators] = await Promise.all([memberNames(db, targets('member')), operatorNames(db, targets('operator'))]);
    const label = (kind: string, id: string) => (kind === 'member' ? names.get(id)?.username : kind === 'operator' ? operators.get(id)?.username : undefined) ?? null;
    const entries = shown.map((r) => ({
      id: Number(r.id),
      at: iso(r.created_at)!,
      operator: r.operator_id ? { id: r.operator_id, username: r.operator_username!, displayName: r.operator_display_name! } : null,
      action: r.action as AuditPageResponse['entries'][number]['action'],
      target: r.target_kind && r.target_id ? { kind: r.target_kind, id: r.target_id, label: label(r.target_kind, r.target_id) } : null,
      details: (r.details ?? {}) as Record<string, unknown>,
      ip: r.ip,
    }));
    return { entries, nextBefore: rows.length > page.limit ? entries[entries.length - 1]!.id : null };
  }

  return { login, logout, enrolTwoFactor, confirmTwoFactor, changePassword, searchMembers, memberDetail, auditPage };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
