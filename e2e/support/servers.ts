import { API_BASE_PATH, signRequest } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { BACKUP_PORT, MAIN_PORT, SHORT_TTL_PORT } from '../../playwright.config.ts';

export const MAIN = `http://localhost:${MAIN_PORT}`;
export const BACKUP = `http://localhost:${BACKUP_PORT}`;
export const SHORT_TTL = `http://localhost:${SHORT_TTL_PORT}`;

let last = 0;
/** A signed POST from the test itself (test-only routes, or revoking a session as another device would). */
export async function signedPost(origin: string, path: string, body: unknown) {
  const full = `${API_BASE_PATH}${path}`;
  const payload = JSON.stringify(body);
  last = Math.max(Date.now(), last + 1);
  const headers = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: full, timestamp: last, body: payload });
  const res = await fetch(`${origin}${full}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
  return { status: res.status, body: await res.json() };
}

let counter = 0;
/** A new member's fields, unique per run and project. */
export function newMember(tag: string) {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`;
  return {
    username: `${tag}${n}`.slice(0, 16),
    nickname: `Khách ${n}`,
    password: 'matkhau123',
    phone: `09${String(10_000_000 + ((Date.now() + counter * 7919) % 89_999_999)).slice(-8)}`,
  };
}
