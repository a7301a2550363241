import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPresenceService } from '../../src/modules/presence/service.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';
import { createMemoryKvStore } from '../../src/lib/kv/memory-kv-store.ts';
import { createRedisKvStore } from '../../src/lib/kv/redis-kv-store.ts';

describe.each(BACKENDS)('presence on $name', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await call(t.app, 'register', { ...newMemberFields(), Captcha: await obtainCaptchaPass(t.app) })).json().access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a heartbeat and answers the last-seen time; needs a member token', async () => {
    const res = await call(t.app, 'checkOnline', { online: true }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().online).toBe(true);
    expect(Date.parse(res.json().lastSeenAt)).toBeGreaterThan(0);
    expect((await call(t.app, 'checkOnline', { online: true })).statusCode).toBe(401);
  });

  it('a member is offline 30 s after the last heartbeat, or at once on online:false', async () => {
    let now = 1_000_000;
    const kv = backend.redisUrl ? createRedisKvStore(backend.redisUrl, `test:presence:${randomBytes(6).toString('hex')}:`) : createMemoryKvStore();
    const presence = createPresenceService({ kv, now: () => now });
    await presence.report('m1', true);
    await presence.report('m2', true);
    now += 29_000;
    expect(await presence.isOnline('m1')).toBe(true);
    await presence.report('m2', false);
    expect(await presence.isOnline('m2')).toBe(false);
    now += 1_500;
    expect(await presence.isOnline('m1')).toBe(false);
    expect(await presence.onlineMembers()).toEqual([]);
    await kv.close();
  });
});
