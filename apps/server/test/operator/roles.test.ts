import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, OPERATOR_ROUTE_ROLES, type OperatorRole, type OperatorRouteName } from '@app/contract';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { GUARDED_ROUTES, operatorCall, registerMember, signInNewOperator, validBodies, type RegisteredMember } from './helpers.ts';

type Guarded = Exclude<OperatorRouteName, 'login'>;

/** Every route × every role: the answer is 403 exactly when the table says the role may not. */
describe.each(BACKENDS)('back-office roles on $name', (backend) => {
  const t = useTestApp(backend);
  let member: RegisteredMember;
  const tokens = new Map<OperatorRole, string>();
  beforeAll(async () => {
    member = await registerMember(t);
    for (const role of OPERATOR_ROLES) tokens.set(role, (await signInNewOperator(t, role)).token);
  });

  it('the table names every guarded route, and an admin may use every one', () => {
    expect(Object.keys(OPERATOR_ROUTE_ROLES).sort()).toEqual([...GUARDED_ROUTES].sort());
    for (const route of GUARDED_ROUTES) expect(OPERATOR_ROUTE_ROLES[route as Guarded], route).toContain('admin');
  });

  it.each(OPERATOR_ROLES)('%s: allowed routes answer (not 403), the others 403 with the Vietnamese sentence', async (role) => {
    const seen: Record<string, number> = {};
    // logout ends the token: last.
    const routes = [...GUARDED_ROUTES].sort((a, b) => Number(a === 'logout') - Number(b === 'logout')) as Guarded[];
    for (const route of routes) {
      const res = await operatorCall(t.app, route, validBodies(member)[route], { token: tokens.get(role)! });
      seen[route] = res.statusCode;
      if (OPERATOR_ROUTE_ROLES[route].includes(role)) {
        expect([401, 403], `${role} → ${route}: ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${role} → ${route}`).toBe(403);
        expect(res.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
      }
    }
    expect(Object.keys(seen)).toHaveLength(GUARDED_ROUTES.length);
  });

  it('support looks members up but never sees the payment queue with its card numbers', () => {
    expect(OPERATOR_ROUTE_ROLES.memberDetail).toContain('support');
    expect(OPERATOR_ROUTE_ROLES.reviewQueue).not.toContain('support');
    expect(OPERATOR_ROUTE_ROLES.memberLedger).not.toContain('support');
  });
});
