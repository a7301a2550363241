import { randomUUID } from 'node:crypto';
import { LoginFields, type AuthResponse, type MemberLoginOutcome, type RegisterBody, type VerifyAccountBody, type VerifyAccountResponse } from '@app/contract';
import type { Brand, LevelThresholds } from '@app/domain';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { parseMemberJson } from '../../lib/json.ts';
import { openMemberAccounts } from '../wallet/service.ts';
import { findMemberById, findMemberByUsername, insertMember, loggedInInfo, recordLogin, replacePasswordHash, takenAccountFields } from '../members/service.ts';
import { excludedLoginRefusal, exclusionInForce } from '../protection/service.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { recordLoginAttempt, type LoginClient } from './login-history.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { AUTH_MESSAGES, REFRESH_REFUSED } from '../../messages/auth.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import type { Database } from '../../db/database.ts';

export type CaptchaPasses = { consumePass(pass: string): Promise<boolean> };

const nicknameKey = (nickname: string) => nickname.trim().toLocaleLowerCase('vi');

/** D5: the base64 of the UTF-8 JSON of the login fields, checked like any other body. */
export function decodeLoginData(data: string): LoginFields {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw new Error('not base64');
    json = parseMemberJson(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw badRequest(AUTH_MESSAGES.badData);
  }
  const parsed = LoginFields.safeParse(json);
  if (!parsed.success) throw new HttpError(400, [...new Set(parsed.error.issues.map((i) => i.message))]);
  return parsed.data;
}

export function createAuthService(deps: {
  db: Database;
  captcha: CaptchaPasses;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  throttle: LoginThrottle;
  /** The configured level thresholds (LEVEL_THRESHOLDS): the login answer ranks the member with them. */
  levelThresholds: LevelThresholds;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function startSession(memberId: string): Promise<AuthResponse> {
    const previous = await recordLogin(deps.db, memberId, new Date(now()));
    const { token, familyId } = await deps.refreshTokens.issue(memberId);
    const access = await deps.accessTokens.issue({ memberId, familyId });
    const user = await loggedInInfo(deps.db, memberId, deps.levelThresholds);
    return { access_token: access, refresh_token: token, user: { ...user, previousLoginAt: previous ? new Date(previous).toISOString() : null } };
  }

  async function requireCaptcha(pass: string) {
    if (!(await deps.captcha.consumePass(pass))) throw badRequest(AUTH_MESSAGES.captcha);
  }

  async function register(body: RegisterBody, brand: Brand): Promise<AuthResponse> {
    if (body.AppName !== brand.appId) throw badRequest(AUTH_MESSAGES.wrongApp);
    const key = nicknameKey(body.NickName);
    const taken = await takenAccountFields(deps.db, { username: body.UserName, nicknameKey: key, phone: body.PhoneNumber });
    const takenMessages: string[] = [];
    if (taken.username) takenMessages.push(AUTH_MESSAGES.usernameTaken);
    if (taken.nickname) takenMessages.push(AUTH_MESSAGES.nicknameTaken);
    if (taken.phone) takenMessages.push(AUTH_MESSAGES.phoneTaken);
    if (takenMessages.length > 0) throw new HttpError(400, takenMessages);
    await requireCaptcha(body.Captcha);

    const passwordHash = await hashPassword(body.Password);
    const memberId = randomUUID();
    try {
      await deps.db.transaction(async (trx) => {
        await insertMember(trx, {
          id: memberId,
          username: body.UserName,
          nickname: body.NickName.trim(),
          nickname_key: key,
          phone: body.PhoneNumber,
          password_hash: passwordHash,
          agent_name: body.AgentName,
          brand_id: brand.id,
        });
        await openMemberAccounts(trx, memberId);
      });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (String((error as { code?: string }).code) === '23505') throw badRequest(AUTH_MESSAGES.usernameTaken);
      throw error;
    }
    return startSession(memberId);
  }

  /**
   * Every attempt for a known member is written to the member's login history (one insert; an unknown
   * name is not, and neither is an attempt the throttle stops before the captcha, which costs a caller
   * nothing to repeat).
   */
  async function login(data: string, brand: Brand, client: LoginClient): Promise<AuthResponse> {
    const fields = decodeLoginData(data);
    if (fields.App !== brand.appId) throw badRequest(AUTH_MESSAGES.wrongApp);
    await deps.throttle.assertAllowed(fields.UserName, client.ip);
    await requireCaptcha(fields.Captcha);

    const member = await findMemberByUsername(deps.db, fields.UserName);
    const ok = await verifyPassword(fields.Password, member?.password_hash ?? (await dummyPasswordHash()));
    const attempt = (memberId: string, outcome: MemberLoginOutcome) => recordLoginAttempt(deps.db, memberId, outcome, client, new Date(now()));
    if (!member || !ok) {
      await deps.throttle.recordFailure(fields.UserName, client.ip);
      if (member) await attempt(member.id, 'wrong_password');
      throw badRequest(AUTH_MESSAGES.badLogin);
    }
    // An older scheme or cost (scrypt before argon2id): replaced now that the password is known.
    if (needsRehash(member.password_hash)) await replacePasswordHash(deps.db, member.id, member.password_hash, await hashPassword(fields.Password));
    if (member.status !== 'active') {
      await attempt(member.id, 'locked');
      throw badRequest(AUTH_MESSAGES.locked);
    }
    await deps.throttle.recordSuccess(fields.UserName, client.ip);
    // D11: told only after the password, so the date is shown to the member and no one else.
    const exclusion = await exclusionInForce(deps.db, member.id, new Date(now()));
    if (exclusion) {
      await attempt(member.id, 'excluded');
      throw excludedLoginRefusal(exclusion);
    }
    const answer = await startSession(member.id);
    await attempt(member.id, 'success');
    return answer;
  }

  async function verifyAccountExists(body: VerifyAccountBody): Promise<VerifyAccountResponse> {
    const taken = await takenAccountFields(deps.db, {
      username: body.UserName,
      nicknameKey: body.NickName === undefined ? undefined : nicknameKey(body.NickName),
      phone: body.PhoneNumber,
    });
    return { UserName: taken.username, NickName: taken.nickname, PhoneNumber: taken.phone };
  }

  async function refresh(refreshToken: string) {
    const next = await deps.refreshTokens.rotate(refreshToken);
    // An exclusion or a lock revokes every token; this catches one a refresh racing with it issued meanwhile.
    const member = await findMemberById(deps.db, next.memberId);
    if (member?.status !== 'active' || (await exclusionInForce(deps.db, next.memberId, new Date(now())))) {
      await deps.refreshTokens.revokeFamilyOf(next.token);
      throw new HttpError(400, REFRESH_REFUSED);
    }
    const access = await deps.accessTokens.issue({ memberId: next.memberId, familyId: next.familyId });
    return { access_token: access, refresh_token: next.token };
  }

  async function logout(refreshToken: string) {
    await deps.refreshTokens.revokeFamilyOf(refreshToken);
    return { ok: true as const };
  }

  return { register, login, verifyAccountExists, refresh, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * What the operator console shares with members' sign-in (its own login throttle and session
 * revocation, over the same store) and the ending of a member's sessions an account lock needs.
 */
export { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
export { createSessionRevocation, type SessionRevocation } from './session-revocation.ts';
export type { RefreshTokens } from './refresh-tokens.ts';
/** Members' login history, for the operator console's member page. */
export { memberLoginHistory, type LoginClient } from './login-history.ts';
