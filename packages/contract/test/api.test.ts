import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  OPERATOR_API_BASE_PATH,
  api,
  operatorApi,
  operatorRoutes,
  routes,
  type OperatorRouteName,
  type RouteName,
} from '../src/index.ts';

const names = Object.keys(routes) as RouteName[];

describe('route table', () => {
  it('has the same names in routes.ts and api.ts', () => {
    expect(Object.keys(api).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s has the same method and path in both tables', (name) => {
    expect({ method: api[name].method, path: api[name].path }).toEqual(routes[name]);
  });

  it('gives every route a distinct method and path under the base path', () => {
    expect(API_BASE_PATH).toBe('/api/v1');
    const keys = names.map((n) => `${routes[n].method} ${routes[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const n of names) expect(routes[n].path).toMatch(/^\/[A-Za-z-]+\/[A-Za-z-]+$/);
  });

  it('carries every call of spec §7', () => {
    const paths = new Set(names.map((n) => `${routes[n].method} ${routes[n].path}`));
    for (const call of [
      'POST /auth/login',
      'POST /auth/register',
      'POST /user/GetLoggedinInfo',
      'POST /auth/verifyAccountIDIsExist',
      'POST /auth/GetBackUpURL',
      'POST /captcha/verify',
      'POST /captcha/init',
      'POST /captcha/verify-init-mainmc',
      'POST /user/checkOnline',
      'POST /auth/refresh-token',
    ]) {
      expect(paths.has(call), call).toBe(true);
    }
  });

  it('needs the bearer token only for the member calls (visitors browse the game catalogue and see maintenance)', () => {
    const open = ['login', 'register', 'verifyAccountExists', 'backupUrl', 'captchaVerify', 'captchaInit', 'captchaProofOfWork', 'refreshToken', 'logout', 'gameCatalogue', 'maintenanceStatus', 'callbackRequest',
      // Live chat serves visitors and members alike (memberOptional).
      'chatOpen', 'chatSend', 'chatMessages', 'chatMark', 'chatTyping', 'chatTicket'];
    expect(names.filter((n) => !api[n].auth).sort()).toEqual(open.sort());
  });
});

const operatorNames = Object.keys(operatorRoutes) as OperatorRouteName[];

describe('operator route table', () => {
  it('has the same names in operator-routes.ts and operator.ts', () => {
    expect(Object.keys(operatorApi).sort()).toEqual([...operatorNames].sort());
  });

  it.each(operatorNames)('%s has the same method and path in both tables', (name) => {
    expect({ method: operatorApi[name].method, path: operatorApi[name].path }).toEqual(operatorRoutes[name]);
  });

  it('gives every route a distinct method and path under its own base, beside the member API', () => {
    expect(OPERATOR_API_BASE_PATH).toBe('/api/operator');
    expect(OPERATOR_API_BASE_PATH.startsWith(`${API_BASE_PATH}/`)).toBe(false);
    const keys = operatorNames.map((n) => `${operatorRoutes[n].method} ${operatorRoutes[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const n of operatorNames) expect(operatorRoutes[n].path).toMatch(/^(\/[a-z-]+)+$/);
  });

  it('needs the operator token for every call but login', () => {
    expect(operatorNames.filter((n) => !operatorApi[n].auth)).toEqual(['login']);
  });
});
