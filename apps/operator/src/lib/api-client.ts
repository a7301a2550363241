import type {
  ApiError,
  OPERATOR_API_BASE_PATH,
  OperatorApi,
  OperatorRequestBody,
  OperatorResponseBody,
  OperatorRouteName,
} from '@app/contract';
import { session } from './session.ts';

/**
 * THE console's one HTTP client: JSON in and out, the operator's bearer token, every failure as an
 * OperatorApiError (status 0: no answer at all). A 401 on a signed-in call ends the session, so the
 * console returns to its login page. Paths are typed against the contract, but only types are
 * imported from it: the console does not bundle the schema library.
 */
const BASE_PATH: typeof OPERATOR_API_BASE_PATH = '/api/operator';
const PATHS: { [N in OperatorRouteName]: OperatorApi[N]['path'] } = {
  login: '/auth/login',
  me: '/auth/me',
  logout: '/auth/logout',
  memberSearch: '/members/search',
  memberDetail: '/members/detail',
  audit: '/audit',
  memberLedger: '/members/ledger',
  memberSetStatus: '/members/set-status',
  reviewQueue: '/payments/queue',
  paymentApprove: '/payments/approve',
  paymentMarkPaid: '/payments/mark-paid',
  paymentMarkFailed: '/payments/mark-failed',
  paymentReject: '/payments/reject',
};

export class OperatorApiError extends Error {
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null) {
    super(status === 0 ? 'No response from the API' : `API answered ${status}`);
    this.name = 'OperatorApiError';
    this.status = status;
    this.body = body;
  }
}

type Args<N extends OperatorRouteName> = OperatorRequestBody<N> extends undefined ? [] : [body: OperatorRequestBody<N>];

export async function operatorCall<N extends OperatorRouteName>(name: N, ...[body]: Args<N>): Promise<OperatorResponseBody<N>> {
  const token = session.token();
  const headers: Record<string, string> = {};
  if (token && name !== 'login') headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(BASE_PATH + PATHS[name], {
      method: 'POST',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new OperatorApiError(0, null);
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return JSON.parse(text) as OperatorResponseBody<N>;
  const error = new OperatorApiError(response.status, parseError(text));
  // The error itself reaches the operator through the query caches' one handler (lib/query-client.ts).
  if (response.status === 401 && name !== 'login') session.end();
  throw error;
}

function parseError(text: string): ApiError | null {
  try {
    const value = JSON.parse(text) as Partial<ApiError> | null;
    const message = value?.message;
    const valid = typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
    return value && typeof value.statusCode === 'number' && valid
      ? { statusCode: value.statusCode, message: message as ApiError['message'], error: String(value.error ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** D3: a 400 carries an array of sentences, every other status a string. */
export function messageOf(body: ApiError): string {
  return Array.isArray(body.message) ? body.message.join('\n') : body.message;
}
