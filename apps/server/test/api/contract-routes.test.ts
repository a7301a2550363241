import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, api, type RouteName } from '@app/contract';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { validValue } from '../fuzz/arbitraries.ts';

const ROUTES = Object.keys(api) as RouteName[];

/**
 * The contract's route table is what the server serves, and its `auth` flag is what protects each
 * route (routes are registered from it by lib/contract-route.ts): a schema-valid body without a token
 * is refused with 401 exactly where the contract says auth, whatever the route's own code does.
 */
describe.each(BACKENDS.slice(0, 1))('every contract route on $name', (backend) => {
  const t = useTestApp(backend);

  it.each(ROUTES)('%s is served with the auth its contract entry declares', async (name) => {
    const route = api[name];
    expect(t.app.hasRoute({ method: route.method, url: `${API_BASE_PATH}${route.path}` })).toBe(true);
    const body = route.body ? fc.sample(validValue(route.body), { numRuns: 1, seed: 7 })[0] : undefined;
    const answer = await call(t.app, name, body);
    if (route.auth) expect(answer.statusCode).toBe(401);
    // Live chat serves visitors too: a made-up guest token is its own 401, never the member session's.
    else if ('memberOptional' in route && answer.statusCode === 401) expect(answer.json().message).toMatch(/Phiên trò chuyện/);
    else expect(answer.statusCode, answer.body).not.toBe(401);
  });
});
