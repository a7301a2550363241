import { expect } from '@playwright/test';
import type { OperatorRequestBody, OperatorResponseBody } from '@app/contract';
import { OPERATOR_API_BASE_PATH, operatorRoutes, type OperatorRouteName } from '@app/contract/operator-routes';
import { MAIN } from './servers.ts';

/**
 * The operator API as the console calls it, for tests that play the back office without its pages
 * (or set its state before a page opens). The demo admin of `origin`, this worker's server.
 */
export async function operatorToken(origin = MAIN): Promise<string> {
  const res = await fetch(`${origin}${OPERATOR_API_BASE_PATH}${operatorRoutes.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'quantri123' }),
  });
  expect(res.status, 'operator login').toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function operatorPost<N extends OperatorRouteName>(
  token: string,
  name: N,
  body?: OperatorRequestBody<N>,
  origin = MAIN,
): Promise<OperatorResponseBody<N>> {
  const res = await fetch(`${origin}${OPERATOR_API_BASE_PATH}${operatorRoutes[name].path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OperatorResponseBody<N>;
}
