import { useSyncExternalStore } from 'react';
import type { OperatorProfile, OperatorSignedIn } from '@app/contract';

/**
 * The operator's session, in sessionStorage: a back-office session ends with the tab, and a token
 * never sits in storage that outlives it. One small store, so the layout and the client agree.
 */
export type OperatorSession = { token: string; expiresAt: string; operator: OperatorProfile };

const KEY = 'operator-session';
const listeners = new Set<() => void>();
let current: OperatorSession | null = read();

function read(): OperatorSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OperatorSession | null;
    return value && typeof value.token === 'string' && Date.parse(value.expiresAt) > Date.now() ? value : null;
  } catch {
    return null;
  }
}

function publish(next: OperatorSession | null) {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  token: () => current?.token ?? null,
  start: (answer: OperatorSignedIn) => publish({ token: answer.access_token, expiresAt: answer.expiresAt, operator: answer.operator }),
  /** The profile changed (two-factor sign-in turned on): the same session, told so. */
  update: (operator: OperatorProfile) => current && publish({ ...current, operator }),
  end: () => publish(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(session.subscribe, session.get);
}
