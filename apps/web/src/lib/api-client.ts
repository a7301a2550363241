// Run-time imports come only from the contract's zod-free entries; its main entry (which carries zod)
// gives types alone, so the client's bundle holds no schema library.
import type { ApiError, MaintenanceWindowView, RequestBody, ResponseBody } from '@app/contract';
import { SESSION_EXPIRED_STATUS } from '@app/contract/constants';
import { parseErrorBody } from '@app/contract/error-body';
import { API_BASE_PATH, routes, type RouteName } from '@app/contract/routes';
import { signRequest } from '@app/contract/signing';
import { apiHostCount, currentApiOrigin, moveToNextHost } from './backup-hosts.ts';
import { brand } from './brand.ts';
import { observeServerDate, serverNow } from './clock.ts';
import { maintenanceWindowOf } from './maintenance-window.ts';
import { isSpent, markSpent, waitForNewToken, withRefreshLock } from './refresh-lock.ts';
import { accessToken, endSession, refreshToken, saveTokens } from './session.ts';
import { toNfcJson } from '../utils/nfc.ts';

/**
 * THE one HTTP client (house style; spec §7). Every attempt is signed afresh (D4) and carries the bearer
 * token; a 419 refreshes the tokens once for all requests in flight, in this tab and across tabs, and
 * replays each request once (D5). Every failure reaches the caller as an ApiRequestError; status 0
 * means no response at all.
 */

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  /**
   * The server refused the refresh this request waited for: the session is over, and the login page
   * says so (no dialog needed for it).
   */
  readonly sessionEnded: boolean;
  /**
   * A 503 of something under maintenance (issue 10): the window that closes it. Such a failure is not
   * the dialog's: the maintenance page or the area's notice shows it (features/maintenance).
   */
  readonly maintenance: MaintenanceWindowView | null;

  constructor(status: number, body: ApiError | null, sessionEnded = false, maintenance: MaintenanceWindowView | null = null) {
    super(status === 0 ? 'No response from the API' : `API answered ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.sessionEnded = sessionEnded;
    this.maintenance = maintenance;
  }
}

type MaintenanceListener = (window: MaintenanceWindowView) => void;
const maintenanceListeners = new Set<MaintenanceListener>();

/**
 * Hears every maintenance window a call meets (a 503 with the window), whichever call it was: the app
 * shell hands them to the maintenance feature, which this file may not import. Returns the unsubscribe.
 */
export function onMaintenanceAnswer(listener: MaintenanceListener): () => void {
  maintenanceListeners.add(listener);
  return () => maintenanceListeners.delete(listener);
}

export type CallOptions = {
  /** Lets the request outlive the page (used for the offline report on pagehide). */
  keepalive?: boolean;
  signal?: AbortSignal;
};

type CallArgs<N extends RouteName> =
  RequestBody<N> extends undefined
    ? [body?: undefined, options?: CallOptions]
    : [body: RequestBody<N>, options?: CallOptions];

type Prepared = { method: string; path: string; body: string | undefined; options: CallOptions };
type Attempt = { response: Response; refreshTokenSent: string | null };

export async function apiCall<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ResponseBody<N>> {
  const [body, options = {}] = args;
  const route = routes[name];
  // The body string is built once: the signature covers these exact bytes on every attempt. Its text
  // is NFC, so a name typed with combining accents (Unikey's NFD) is sent as the composed letters.
  const request: Prepared = {
    method: route.method,
    path: API_BASE_PATH + route.path,
    body: body === undefined ? undefined : toNfcJson(body),
    options,
  };
  let attempt = await send(request);
  // A request sent while the page unloads (keepalive: the offline report on pagehide) never refreshes:
  // the rotated tokens would reach a page that is gone, and the next refresh would present a used token,
  // which ends the whole session family. The report is best effort; presence times out by itself.
  if (attempt.response.status === SESSION_EXPIRED_STATUS && name !== 'refreshToken' && !options.keepalive) {
    const refreshed = await refreshSession(attempt.refreshTokenSent);
    if (refreshed) attempt = await send(request);
  }
  if (attempt.response.status === 401) {
    // A 401 comes before the request is looked at, so nothing was done, and a fresh signature may
    // pass: the clock it was signed with may just have been corrected by the server's Date header, or
    // another tab of this session sent the same call in the same millisecond (a call without a body
    // signs only its timestamp, and the server refuses a signature it has seen; tabs replaying their
    // calls at once after a refresh do meet). One more try; a bad token stays a 401.
    attempt = await send(request);
  }
  return read<ResponseBody<N>>(attempt.response);
}

/**
 * The full URL of an API path on the host the client uses now (same origin, or the backup host it
 * moved to), for what cannot go through apiCall: the EventSource of the member's event stream.
 */
export function apiUrl(path: string): string {
  return currentApiOrigin() + API_BASE_PATH + path;
}

async function send(request: Prepared): Promise<Attempt> {
  let origin = currentApiOrigin();
  for (let tried = 1; ; tried++) {
    const token = accessToken();
    const refreshTokenSent = refreshToken();
    const headers: Record<string, string> = {
      ...signRequest(brand.appKey, {
        method: request.method,
        path: request.path,
        timestamp: serverNow(),
        body: request.body,
      }),
    };
    // Spec §6: every request carries the bearer header built from the stored token (empty for visitors).
    headers.Authorization = `Bearer ${token ?? ''}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const sentAt = Date.now();
    try {
      const response = await fetch(origin + request.path, {
        method: request.method,
        headers,
        body: request.body,
        keepalive: request.options.keepalive ?? false,
        signal: request.options.signal ?? null,
        cache: 'no-store',
      });
      observeServerDate(response.headers.get('Date'), sentAt, Date.now());
      return { response, refreshTokenSent };
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // an abort stays an abort
      if (tried >= apiHostCount()) throw new ApiRequestError(0, null);
      origin = moveToNextHost(origin);
    }
  }
}

async function read<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => '');
  if (response.ok) {
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch {
      throw new ApiRequestError(response.status, null);
    }
  }
  const maintenance = response.status === 503 ? maintenanceWindowOfText(text) : null;
  if (maintenance) for (const listener of maintenanceListeners) listener(maintenance);
  throw new ApiRequestError(response.status, parseErrorBody(text), false, maintenance);
}

function maintenanceWindowOfText(text: string): MaintenanceWindowView | null {
  try {
    return maintenanceWindowOf(JSON.parse(text));
  } catch {
    return null;
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * THE one path that refreshes the tokens; every request that meets a 419 (the first requests of a
 * page load as much as any later one) comes here. Single flight: in this tab every such request
 * waits for one refresh, and across tabs the refreshes take turns under one Web Lock.
 * `refreshTokenSent`: the refresh cookie as it was when the expired request went out; only compared.
 * Resolves true when fresh tokens are in the cookies (replay), false when there is nothing to refresh
 * with (the 419 is passed on); rejects with the refresh call's own error.
 */
function refreshSession(refreshTokenSent: string | null): Promise<boolean> {
  refreshInFlight ??= withRefreshLock(() => refreshUnderLock(refreshTokenSent)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Runs holding the lock: the refresh cookie is read only here, where no other tab can rotate it. */
async function refreshUnderLock(refreshTokenSent: string | null): Promise<boolean> {
  const current = refreshToken();
  if (!current) return false;
  // The cookie changed since the request went out: another tab (or an earlier refresh here) already
  // rotated the tokens, so use them; calling refresh with a used token would revoke the family.
  if (current !== refreshTokenSent) return true;
  // Another tab rotated it but its cookie has not reached this tab yet: wait for it, do not refresh.
  if (await isSpent(current)) return Boolean(await waitForNewToken(refreshToken, current));
  try {
    const pair = await apiCall('refreshToken', { refresh_token: current });
    saveTokens(pair);
    await markSpent(current);
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) {
      // Refused (revoked, reused, expired, the account locked): the session is over in every tab. The
      // token is marked too, so a tab still reading it waits for the cleared cookie instead of trying it.
      endSession('ended-by-server');
      await markSpent(current);
      throw new ApiRequestError(error.status, error.body, true);
    }
    throw error;
  }
}
