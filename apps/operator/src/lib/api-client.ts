import type { ApiError, OperatorRequestBody, OperatorResponseBody } from '@app/contract';
import { parseErrorBody } from '@app/contract/error-body';
import { OPERATOR_API_BASE_PATH, operatorRoutes, type OperatorRouteName } from '@app/contract/operator-routes';
import { session } from './session.ts';

/**
 * THE console's one HTTP client: JSON in and out, the operator's bearer token, every failure as an
 * OperatorApiError (status 0: no answer at all). A 401 on a signed-in call ends the session, so the
 * console returns to its login page. Method, path and error parsing come from the contract's zod-free
 * entries, and only types from its main one: the console does not bundle the schema library.
 */

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
  const route = operatorRoutes[name];
  const token = session.token();
  const headers: Record<string, string> = {};
  if (token && name !== 'login') headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(OPERATOR_API_BASE_PATH + route.path, {
      method: route.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new OperatorApiError(0, null);
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return JSON.parse(text) as OperatorResponseBody<N>;
  const error = new OperatorApiError(response.status, parseErrorBody(text));
  // The error itself reaches the operator through the query caches' one handler (lib/query-client.ts).
  // Only the sign-in that was refused ends: a call still in flight with the token a new password replaced does not end the new one.
  if (response.status === 401 && name !== 'login' && session.token() === token) session.end();
  throw error;
}

/** D3: a 400 carries an array of sentences, every other status a string. */
export function messageOf(body: ApiError): string {
  return Array.isArray(body.message) ? body.message.join('\n') : body.message;
}
