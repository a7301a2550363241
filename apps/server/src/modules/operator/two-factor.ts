import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_BRAND } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { serverSecret } from '../../db/server-secrets.ts';
import { badRequest } from '../../lib/errors.ts';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';

/** How many recovery codes an operator gets when two-factor sign-in is turned on (each works once). */
export const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'XXXX-XXXX' from an alphabet without look-alikes (0/O, 1/I): 40 bits each. */
export const RECOVERY_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

const hashCode = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('hex');

function newRecoveryCode(): string {
  const pick = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/**
 * Two-factor sign-in for operators (RFC 6238). The secret is sealed with AES-256-GCM under a key kept in
 * the server's secrets, so a copy of the operators table alone opens no account. Enrolment keeps the
 * new secret aside until a first code from the app confirms it; then ten single-use recovery codes are
 * shown once. At login a code works once (the last used step is kept) and a recovery code is spent.
 */
export function createTwoFactor({ db, now }: { db: Database; now: () => number }) {
  let key: Buffer | null = null;
  const sealingKey = async () => (key ??= createHash('sha256').update(await serverSecret(db, 'operator-totp')).digest());

  async function seal(secret: Uint8Array): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await sealingKey(), iv);
    const body = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  async function open(sealed: string): Promise<Buffer> {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', await sealingKey(), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]);
  }

  /** Starts (or restarts) enrolment: a new secret, kept aside; the app reads it from the QR code. */
  async function enrol(operator: { id: string; username: string }): Promise<{ secret: string; otpauthUri: string }> {
    const row = await db.db.selectFrom('operators').select('totp_enabled_at').where('id', '=', operator.id).executeTakeFirstOrThrow();
    if (row.totp_enabled_at) throw badRequest(OPERATOR_MESSAGES.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    await db.db.updateTable('operators').set({ totp_pending_sealed: await seal(secret) }).where('id', '=', operator.id).execute();
    return { secret: base32Encode(secret), otpauthUri: otpauthUri({ issuer: `${DEFAULT_BRAND.displayName} quản trị`, account: operator.username, secret }) };
  }

  /** The first code from the app turns two-factor sign-in on (inside the caller's transaction); the recovery codes, once. */
  async function confirm(trx: Database, operatorId: string, code: string): Promise<{ recoveryCodes: string[] }> {
    const row = await trx.db.selectFrom('operators').select(['totp_pending_sealed', 'totp_enabled_at']).where('id', '=', operatorId).forUpdate().executeTakeFirstOrThrow();
    if (row.totp_enabled_at) throw badRequest(OPERATOR_MESSAGES.twoFactorAlreadyOn);
    if (!row.totp_pending_sealed) throw badRequest(OPERATOR_MESSAGES.noPendingTwoFactor);
    const step = matchingStep(await open(row.totp_pending_sealed), code, now());
    if (step === null) throw badRequest(OPERATOR_MESSAGES.badOtp);
    await trx.db
      .updateTable('operators')
      .set({ totp_secret_sealed: row.totp_pending_sealed, totp_pending_sealed: null, totp_enabled_at: new Date(now()), totp_last_step: step })
      .where('id', '=', operatorId)
      .execute();
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await trx.db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
    await trx.db.insertInto('operator_recovery_codes').values(recoveryCodes.map((c) => ({ operator_id: operatorId, code_hash: hashCode(c) }))).execute();
    return { recoveryCodes };
  }

  /** Whether `code` (six digits from the app, or an unused recovery code) completes this operator's sign-in; spends it. */
  async function verify(operatorId: string, code: string): Promise<boolean> {
    return db.transaction(async (trx) => {
      const row = await trx.db.selectFrom('operators').select(['totp_secret_sealed', 'totp_last_step']).where('id', '=', operatorId).forUpdate().executeTakeFirstOrThrow();
      if (!row.totp_secret_sealed) return false;
      if (RECOVERY_CODE_PATTERN.test(code.toUpperCase())) {
        const spent = await trx.db
          .updateTable('operator_recovery_codes')
          .set({ used_at: new Date(now()) })
          .where('operator_id', '=', operatorId)
          .where('code_hash', '=', hashCode(code))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        return Number(spent.numUpdatedRows) === 1;
      }
      const last = row.totp_last_step === null ? -1 : Number(row.totp_last_step);
      const step = matchingStep(await open(row.totp_secret_sealed), code, now(), last);
      if (step === null) return false;
      await trx.db.updateTable('operators').set({ totp_last_step: step }).where('id', '=', operatorId).execute();
      return true;
    });
  }

  return { enrol, confirm, verify };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
