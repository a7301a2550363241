import type { AuthResponse, LoggedInInfo, TokenPair } from '@app/contract';
import { useAppStore } from '../stores/app-store.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

/**
 * The session (D5): both tokens in cookies, the member snapshot in localStorage, a device id for the
 * login's uuid field. Other tabs hear about logins and logouts on the 'session' BroadcastChannel.
 */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
const SNAPSHOT_KEY = 'session';
const DEVICE_KEY = 'uuid';

/**
 * Why a session ended: the member left (logout, inactivity, self-exclusion, each saying so itself),
 * or the server ended it (the refresh refused: revoked, reused, the account locked or gone).
 */
export type SessionEndReason = 'left' | 'ended-by-server';
type SessionMessage = { type: 'logout'; reason: SessionEndReason } | { type: 'login' };
/** `remote`: the change happened in another tab. `reason`: set for a logout. */
type SessionListener = (event: SessionMessage['type'], remote: boolean, reason?: SessionEndReason) => void;

const listeners = new Set<SessionListener>();
/** The server ended the session and the login page has not said so yet. */
let endedByServerUntold = false;
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('session') : null;

export function accessToken(): string | null {
  return readCookie(ACCESS_COOKIE);
}

export function refreshToken(): string | null {
  return readCookie(REFRESH_COOKIE);
}

export function saveTokens(pair: TokenPair): void {
  writeCookie(ACCESS_COOKIE, pair.access_token);
  writeCookie(REFRESH_COOKIE, pair.refresh_token);
}

export function readSnapshot(): LoggedInInfo | null {
  try {
    const raw = localStorage.getItem(SNAPSHOT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && typeof (value as LoggedInInfo).userId === 'string') {
      return value as LoggedInInfo;
    }
  } catch {
    // A damaged snapshot is no session.
  }
  return null;
}

export function saveSnapshot(info: LoggedInInfo): void {
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(info));
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
  useAppStore.getState().setLoggedInInfo(info);
}

export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(event: SessionMessage['type'], remote = false, reason?: SessionEndReason): void {
  for (const listener of listeners) listener(event, remote, reason);
}

/**
 * Whether the login page should tell the member that the server ended their session: true from such
 * an end (here or in another tab) until the page has said it once or a new session starts.
 */
export function sessionEndedByServerUntold(): boolean {
  return endedByServerUntold;
}

export function markSessionEndTold(): void {
  endedByServerUntold = false;
}

export function startSession(answer: AuthResponse): void {
  endedByServerUntold = false;
  saveTokens(answer);
  saveSnapshot(answer.user);
  channel?.postMessage({ type: 'login' } satisfies SessionMessage);
  notify('login');
}

/** Clears the stored session, tells other tabs (and why), and resets the shared state. */
export function endSession(reason: SessionEndReason = 'left'): void {
  endedByServerUntold = reason === 'ended-by-server';
  localStorage.removeItem(SNAPSHOT_KEY);
  deleteCookie(ACCESS_COOKIE);
  deleteCookie(REFRESH_COOKIE);
  channel?.postMessage({ type: 'logout', reason } satisfies SessionMessage);
  useAppStore.getState().reset();
  notify('logout', false, reason);
}

/** At start: a snapshot counts only while its refresh cookie is still there. */
export function restoreSession(): void {
  const snapshot = readSnapshot();
  if (snapshot && refreshToken()) {
    useAppStore.getState().setLoggedInInfo(snapshot);
  } else if (snapshot) {
    localStorage.removeItem(SNAPSHOT_KEY);
  }
}

if (channel) {
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'logout') {
      const reason = event.data.reason === 'ended-by-server' ? 'ended-by-server' : 'left';
      endedByServerUntold = reason === 'ended-by-server';
      useAppStore.getState().reset();
      notify('logout', true, reason);
    } else if (event.data?.type === 'login') {
      endedByServerUntold = false;
      const snapshot = readSnapshot();
      if (snapshot) useAppStore.getState().setLoggedInInfo(snapshot);
      notify('login', true);
    }
  };
}
