import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { parseMemberJson } from '../../lib/json.ts';
import { HTTP_MESSAGES } from '../../messages/http.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body bytes of a call to the sandbox provider, for its signature. */
    providerRawBody?: string;
  }
}

/**
 * JSON bodies in this scope: the exact text kept (a server-to-server signature covers it), parsed as
 * members' JSON (NFC, and text no column can store refused). Anything else is 415.
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.decorateRequest('providerRawBody', undefined);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.providerRawBody = text;
    if (text.length === 0) return done(null, undefined);
    try {
      done(null, parseMemberJson(text));
    } catch {
      done(Object.assign(new Error('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}

/**
 * The game page's bodies, checked against the contract's schema, refused in the member's words: the
 * sentence for the first field that is wrong (the game's own rules then say more about a stake).
 */
export function readBody<T extends z.ZodType>(request: FastifyRequest, schema: T, fieldMessages: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues.map((i) => String(i.path[0] ?? '')).find((f) => f in fieldMessages);
  throw badRequest(field ? fieldMessages[field]! : HTTP_MESSAGES.invalidData);
}
