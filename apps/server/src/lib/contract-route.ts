import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDescriptor } from '@app/contract';

/** A contract route entry (packages/contract: api, operatorApi): what the server serves, and how it is protected. */
type ContractRoute = RouteDescriptor;

type BodyOf<R extends ContractRoute> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;

export type ContractHandler<R extends ContractRoute> = (
  request: FastifyRequest<{ Body: BodyOf<R> }>,
  reply: FastifyReply,
) => Promise<z.input<R['response']>>;

/**
 * Serves a contract route: its method, path, body and answer schemas, and its `auth` flag, which is
 * what protects it (the scope's authenticate plugin attaches its check to every route whose config
 * says auth). No route sets its own protection, so the contract and the server cannot disagree.
 */
export function serve<R extends ContractRoute>(app: FastifyInstance, route: R, handler: ContractHandler<R>): void {
  app.route({
    method: route.method,
    url: route.path,
    config: { auth: route.auth, ...(route.memberOptional ? { memberOptional: true } : {}) },
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    // Compressed only where the contract says so (@fastify/compress, registered in the API scopes): on any other route no hook of its own runs.
    compress: route.compressAnswer ? {} : false,
    schema: { ...(route.body ? { body: route.body } : {}), response: { 200: route.response } },
    // The request's body is what the route's schema validated (the zod type provider's own typing).
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
