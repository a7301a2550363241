import { API_BASE_PATH, signRequest } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { serverPorts, workerServerSet } from '../../playwright.config.ts';

/** This worker's own servers (playwright.config.ts): no other worker's test uses them. */
const ports = serverPorts(workerServerSet());
export const MAIN = `http://localhost:${ports.main}`;
export const BACKUP = `http://localhost:${ports.backup}`;
export const SHORT_TTL = `http://localhost:${ports.shortTtl}`;

let last = 0;
/**
 * A signed POST from the test itself (test-only routes, or revoking a session as another device would).
 * `bearer`: the access token to send, as a member's client would.
 */
export async function signedCall(origin: string, path: string, body?: unknown, bearer?: string) {
  const full = `${API_BASE_PATH}${path}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  last = Math.max(Date.now(), last + 1);
  const headers: Record<string, string> = {
    ...signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: full, timestamp: last, body: payload }),
    authorization: `Bearer ${bearer ?? ''}`,
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${origin}${full}`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export function signedPost(origin: string, path: string, body: unknown) {
  return signedCall(origin, path, body);
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
