import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1): about 30 ms
 * of CPU, run by @node-rs/argon2 on a thread of libuv's pool, so the event loop serves meanwhile.
 * The stored string (PHC format, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) carries its scheme and
 * parameters; a successful login with a hash of another scheme or cost stores a fresh one
 * (needsRehash). The password is NFKC-normalised first, so a password typed with another
 * composition of the same Vietnamese letters still matches.
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Algorithm.Argon2id: the package's enum is an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;

let params: { memoryCost: number; timeCost: number; parallelism: number } = ARGON2_PARAMS;

/**
 * Sets the hashing cost from the config, once, from buildApp: production's constants unless the
 * test-only PASSWORD_HASH_TEST_MEMORY_KIB is set, which loadConfig refuses in production (and this
 * refuses again). Hashes made at the lower cost are replaced at the next login without it.
 */
export function configurePasswordHashing(config: { NODE_ENV: string; PASSWORD_HASH_TEST_MEMORY_KIB?: number | undefined }): void {
  const memoryCost = config.PASSWORD_HASH_TEST_MEMORY_KIB;
  if (memoryCost !== undefined && config.NODE_ENV === 'production') {
    throw new Error('PASSWORD_HASH_TEST_MEMORY_KIB can never be set in production');
  }
  const next = memoryCost === undefined ? ARGON2_PARAMS : { ...ARGON2_PARAMS, memoryCost };
  if (next.memoryCost !== params.memoryCost) dummyHash = undefined;
  params = next;
}

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), { ...params, algorithm: ARGON2ID });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false; // a malformed stored hash matches nothing
    }
  }
  if (stored.startsWith('scrypt$')) return legacyScryptVerify(password, stored);
  return false;
}

/** True when a hash that just verified should be replaced: an older scheme, or other parameters. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const o = parseOptions(stored);
    return o.memoryCost !== params.memoryCost || o.timeCost !== params.timeCost || o.parallelism !== params.parallelism;
  } catch {
    return true;
  }
}

/** Compared against when the account does not exist, so timing does not reveal which usernames exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}

/**
 * Legacy: `scrypt$logN$r$p$salt$key` (base64), the scheme before argon2id (N = 2^17, r = 8, p = 1:
 * 128 MiB and some 700 ms per hash). Still verified, so members and operators can log in once more
 * and have their hash replaced; nothing new is hashed with it.
 */
function legacyScryptVerify(password: string, stored: string): Promise<boolean> {
  const [, logN, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  const options: ScryptOptions = { N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve) =>
    scryptCallback(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, options, (error, key) =>
      resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}
