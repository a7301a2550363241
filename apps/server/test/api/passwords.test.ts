import { randomUUID } from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@app/domain';
import { loadConfig } from '../../src/config.ts';
import { configurePasswordHashing, dummyPasswordHash, verifyPassword } from '../../src/lib/passwords.ts';
import { insertMember } from '../../src/modules/members/service.ts';
import { insertOperatorIfAbsent } from '../../src/modules/operator/repository.ts';
import { openMemberAccounts } from '../../src/modules/wallet/service.ts';
import { BACKENDS, PRODUCTION_PASSWORD_COST, createTestApp, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, loginMember, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';
import { operatorCall } from '../operator/helpers.ts';

/** Production's argon2id parameters, as the stored PHC string spells them. */
const ARGON2ID_PRODUCTION = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

/**
 * Hashes made by the scrypt code this replaced (N = 2^17, r = 8, p = 1), before argon2id: what
 * members' and operators' rows hold until their next login.
 */
const LEGACY_MEMBER = {
  password: 'matkhau123',
  hash: 'scrypt$17$8$1$S8DLrNNVEADhkC0GB9K1BQ==$XUVKm9xhc9F1ULTe6LzvMb+pUC8l43zymPqH+/ZKRczhgGW7liG4JhEXxE6N9zPfOgOLD7HcxBPZmxlhg+Y1Jg==',
};
const LEGACY_OPERATOR = {
  password: 'matkhau-legacy-quantri',
  hash: 'scrypt$17$8$1$psGuyvGt3LmPy3R+hLbcXw==$tem3wsm5iFH2JB89xC2jtJEctcWNCFQfjsaGEQ200anJ31jUNt2vF+TqluaDQVR23qAUgWb16UrYuFzZrhMGxA==',
};

const BAD_LOGIN = ['Tên đăng nhập hoặc mật khẩu không đúng'];
/**
 * Room for a busy shared machine: a scrypt verify alone costs some 0.7 s of CPU at 128 MiB, and a
 * test app's migrations several seconds when the cores are taken.
 */
const SLOW_TIMEOUT_MS = 120_000;
const SETUP_TIMEOUT_MS = 120_000;

describe.each(BACKENDS)('password hashing on $name', (backend) => {
  const t = useTestApp(backend, PRODUCTION_PASSWORD_COST, { hookTimeout: SETUP_TIMEOUT_MS });

  const memberHash = async (username: string) =>
    (await t.db.selectFrom('members').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;
  const operatorHash = async (username: string) =>
    (await t.db.selectFrom('operators').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;

  const login = (username: string, password: string) => loginMember(t.app, { username, password });

  /** A member row as the scrypt-era code left it (there is no route that writes one any more). */
  async function insertMemberWithHash(passwordHash: string): Promise<string> {
    const fields = newMemberFields();
    const id = randomUUID();
    await t.database.transaction(async (trx) => {
      await insertMember(trx, {
        id,
        username: fields.UserName,
        nickname: fields.NickName,
        nickname_key: fields.NickName.toLocaleLowerCase('vi'),
        phone: fields.PhoneNumber,
        password_hash: passwordHash,
        agent_name: '',
        brand_id: DEFAULT_BRAND.id,
      });
      await openMemberAccounts(trx, id);
    });
    return fields.UserName;
  }

  async function insertOperatorWithHash(passwordHash: string): Promise<string> {
    const username = `oplegacy${randomUUID().slice(0, 8)}`;
    await insertOperatorIfAbsent(t.database, { id: randomUUID(), username, displayName: 'Nhân viên cũ', passwordHash, role: 'admin' });
    return username;
  }

  it('stores a new registration as argon2id at OWASP parameters, and logs in with it (NFKC-normalised)', async () => {
    const fields = newMemberFields();
    const res = await call(t.app, 'register', { ...fields, Captcha: await obtainCaptchaPass(t.app) });
    expect(res.statusCode).toBe(200);
    const stored = await memberHash(fields.UserName);
    expect(stored).toMatch(ARGON2ID_PRODUCTION);

    expect((await login(fields.UserName, fields.Password)).statusCode).toBe(200);
    // Full-width letters and digits are the same password once NFKC-normalised, as before.
    expect((await login(fields.UserName, 'ｍａｔｋｈａｕ１２３')).statusCode).toBe(200);
    // A login with a current hash leaves it as it is.
    expect(await memberHash(fields.UserName)).toBe(stored);

    const wrong = await login(fields.UserName, 'saimatkhau1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(BAD_LOGIN);
  }, SLOW_TIMEOUT_MS);

  it(
    "logs a member in with an old scrypt hash, then stores argon2id in its place and the password still works",
    async () => {
      const username = await insertMemberWithHash(LEGACY_MEMBER.hash);

      const wrong = await login(username, 'saimatkhau1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toEqual(BAD_LOGIN);
      expect(await memberHash(username)).toBe(LEGACY_MEMBER.hash);

      const first = await login(username, LEGACY_MEMBER.password);
      expect(first.statusCode).toBe(200);
      expect(first.json().user.username).toBe(username);
      const upgraded = await memberHash(username);
      expect(upgraded).toMatch(ARGON2ID_PRODUCTION);

      expect((await login(username, LEGACY_MEMBER.password)).statusCode).toBe(200);
      expect(await memberHash(username)).toBe(upgraded);
      const wrongAgain = await login(username, 'saimatkhau1');
      expect(wrongAgain.statusCode).toBe(400);
      expect(wrongAgain.json().message).toEqual(BAD_LOGIN);
    },
    SLOW_TIMEOUT_MS,
  );

  it('replaces an argon2id hash made at a lower cost with one at production cost at the next login', async () => {
    const cheap = await argon2Hash(LEGACY_MEMBER.password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const username = await insertMemberWithHash(cheap);
    expect((await login(username, LEGACY_MEMBER.password)).statusCode).toBe(200);
    expect(await memberHash(username)).toMatch(ARGON2ID_PRODUCTION);
  }, SLOW_TIMEOUT_MS);

  it('refuses an unknown username with the same answer, after a compare against an argon2id dummy hash', async () => {
    expect(await dummyPasswordHash()).toMatch(ARGON2ID_PRODUCTION);
    const res = await login(`u${randomUUID().replace(/-/g, '').slice(0, 12)}`, 'matkhau123');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(BAD_LOGIN);
  }, SLOW_TIMEOUT_MS);

  it(
    'signs an operator in with an old scrypt hash, then stores argon2id in its place; wrong passwords fail on both',
    async () => {
      const username = await insertOperatorWithHash(LEGACY_OPERATOR.hash);

      const wrong = await operatorCall(t.app, 'login', { username, password: 'sai-matkhau-quantri' });
      expect(wrong.statusCode).toBe(400);
      expect(await operatorHash(username)).toBe(LEGACY_OPERATOR.hash);

      const first = await operatorCall(t.app, 'login', { username, password: LEGACY_OPERATOR.password });
      expect(first.statusCode).toBe(200);
      expect(first.json().operator.username).toBe(username);
      const upgraded = await operatorHash(username);
      expect(upgraded).toMatch(ARGON2ID_PRODUCTION);

      expect((await operatorCall(t.app, 'login', { username, password: LEGACY_OPERATOR.password })).statusCode).toBe(200);
      expect(await operatorHash(username)).toBe(upgraded);
      expect((await operatorCall(t.app, 'login', { username, password: 'sai-matkhau-quantri' })).statusCode).toBe(400);
    },
    SLOW_TIMEOUT_MS,
  );

  it('reads only the schemes it knows: anything else matches nothing', async () => {
    expect(await verifyPassword('matkhau123', '')).toBe(false);
    expect(await verifyPassword('matkhau123', 'plain$matkhau123')).toBe(false);
    expect(await verifyPassword('matkhau123', '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
  });
});

describe('the test-only hashing cost', () => {
  const JWT_SECRET = 'x'.repeat(32);

  it('is refused in production, by loadConfig and by the hashing module', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET, PASSWORD_HASH_TEST_MEMORY_KIB: '1024' })).toThrow(/PASSWORD_HASH_TEST_MEMORY_KIB/);
    expect(() => configurePasswordHashing({ NODE_ENV: 'production', PASSWORD_HASH_TEST_MEMORY_KIB: 1024 })).toThrow(/PASSWORD_HASH_TEST_MEMORY_KIB/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET }).PASSWORD_HASH_TEST_MEMORY_KIB).toBeUndefined();
  });

  describe('set outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(BACKENDS[0]!, { PASSWORD_HASH_TEST_MEMORY_KIB: '1024' });
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await t.close();
      // The setting is process-wide (buildApp sets it): back to production's, as an app without it sets.
      configurePasswordHashing({ NODE_ENV: 'test' });
      expect(await dummyPasswordHash()).toMatch(ARGON2ID_PRODUCTION);
    }, SETUP_TIMEOUT_MS);

    it('lowers only the memory cost', async () => {
      const fields = newMemberFields();
      expect((await call(t.app, 'register', { ...fields, Captcha: await obtainCaptchaPass(t.app) })).statusCode).toBe(200);
      const row = await t.db.selectFrom('members').select('password_hash').where('username', '=', fields.UserName).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
      expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    }, SLOW_TIMEOUT_MS);
  });
});
