import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SESSION_EXPIRED_STATUS, type ApiError } from '@app/contract';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { HttpError } from '../lib/errors.ts';
import { HTTP_MESSAGES } from '../messages/http.ts';
import { INVALID_UTF8 } from './request-signing.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  [SESSION_EXPIRED_STATUS]: 'Session Expired',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string | string[]): ApiError {
  return {
    statusCode,
    // D3: a 400 always carries an array of sentences, every other status a string.
    message: statusCode === 400 ? (Array.isArray(message) ? message : [message]) : Array.isArray(message) ? message.join(' ') : message,
    error: REASONS[statusCode] ?? 'Error',
  };
}

/** Framework errors that reach members, in Vietnamese. */
function frameworkMessage(error: FastifyError): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return HTTP_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return HTTP_MESSAGES.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return HTTP_MESSAGES.notJson;
    case INVALID_UTF8:
      return HTTP_MESSAGES.invalidUtf8;
    default:
      return undefined;
  }
}

/** The one error handler: D3's shape everywhere, 5xx details only in the log. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const messages = [...new Set(error.validation.map((v) => v.message ?? HTTP_MESSAGES.invalidData))];
        return reply.status(400).send(errorBody(400, messages));
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.statusCode === 400 ? error.messages : error.message));
      }
      const known = frameworkMessage(error);
      if (known) return reply.status(error.statusCode ?? 400).send(errorBody(error.statusCode ?? 400, known));
      if (error.statusCode && error.statusCode < 500) {
        return reply.status(error.statusCode).send(errorBody(error.statusCode, HTTP_MESSAGES.badRequest));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '1').send(errorBody(503, 'Hệ thống đang bận, vui lòng thử lại sau giây lát'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, HTTP_MESSAGES.busy));
    });
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404, HTTP_MESSAGES.notFound)));
  },
  { name: 'error-handler' },
);
