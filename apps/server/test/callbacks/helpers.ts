import { randomInt } from 'node:crypto';
import { API_BASE_PATH, api, signRequest, type RouteName } from '@app/contract';
import { DEFAULT_BRAND, type Brand } from '@app/domain';
import type { TestApp } from '../helpers/test-app.ts';

let sequence = 0;

/**
 * A signed member-API call as the web client makes it, at the app's clock (a test moves it to a time
 * of day), from `ip` (app.inject's remote address; without TRUST_PROXY it is request.ip).
 */
export function memberCall(
  t: TestApp,
  name: RouteName,
  body: unknown,
  options: { token?: string; ip?: string; headers?: Record<string, string>; brand?: Brand } = {},
) {
  const route = api[name];
  const url = `${API_BASE_PATH}${route.path}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  sequence += 1;
  const signed = signRequest((options.brand ?? DEFAULT_BRAND).appKey, { method: route.method, path: url, timestamp: t.clock.now + sequence, body: payload });
  return t.app.inject({
    method: route.method,
    url,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${options.token ?? ''}`,
      ...signed,
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

const phoneBase = randomInt(0, 100_000_000);
let phoneCounter = 0;
/** A valid mobile number no other call in this process makes ('09' and eight digits). */
export function newPhone(): string {
  phoneCounter += 1;
  return `09${String((phoneBase + phoneCounter * 7919) % 100_000_000).padStart(8, '0')}`;
}

/** The next instant at `hour`:00 in Asia/Ho_Chi_Minh after `at`, at least an hour away. */
export function nextVietnamHour(at: number, hour: number): number {
  const day = 86_400_000;
  const offset = 7 * 3_600_000;
  const midnight = Math.floor((at + offset) / day) * day - offset;
  let candidate = midnight + hour * 3_600_000;
  while (candidate < at + 3_600_000) candidate += day;
  return candidate;
}
