import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API_BASE_PATH } from '@app/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { DEMO_OPERATORS } from '../../src/db/seed.ts';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import { prepareDatabase } from '../../src/server-lifecycle.ts';

const JWT_SECRET = randomBytes(32).toString('hex');

describe('a production start', () => {
  it('is refused with the demo seed on, and seeds nothing by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET, SEED_DEMO: '1' })).toThrow(/SEED_DEMO can never be turned on in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET }).SEED_DEMO).toBe(false);
    // Off unless asked for in every environment: npm start and the browser tests ask.
    expect(loadConfig({}).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  describe('with only JWT_SECRET set', () => {
    let db: Db;
    let app: FastifyInstance;
    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET, DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', OPERATOR_DIST: '/nonexistent' });
      db = await prepareDatabase(config);
      app = await buildApp({ config, db, kv: createMemoryKvStore() });
    }, 180_000);
    afterAll(() => app?.close());

    it('leaves the members and operators tables empty', async () => {
      const count = async (table: 'members' | 'operators') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('members')).toBe(0);
      expect(await count('operators')).toBe(0);
    });

    it('refuses the demo admin at the console login', async () => {
      for (const o of DEMO_OPERATORS) {
        const login = await app.inject({ method: 'POST', url: `${OPERATOR_API_BASE_PATH}/auth/login`, payload: { username: o.username, password: o.password } });
        expect(login.statusCode).toBe(400);
        expect(login.json().message).toEqual(['Tên đăng nhập hoặc mật khẩu không đúng']);
      }
    });
  });
});
