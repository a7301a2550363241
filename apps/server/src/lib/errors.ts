import { SESSION_EXPIRED_STATUS } from '@app/contract';
import { HTTP_MESSAGES } from '../messages/http.ts';

/**
 * Errors a service throws to answer a caller. The central error handler turns them into the D3
 * shape: a 400's message becomes an array, every other status keeps a string.
 */
export class HttpError extends Error {
  readonly messages: string[];
  constructor(
    readonly statusCode: number,
    message: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(message) ? message.join(' ') : message);
    this.name = 'HttpError';
    this.messages = Array.isArray(message) ? message : [message];
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = HTTP_MESSAGES.badSession) => new HttpError(401, message);
export const sessionExpired = () => new HttpError(SESSION_EXPIRED_STATUS, HTTP_MESSAGES.sessionExpired);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export { retryWait } from '../messages/http.ts';
