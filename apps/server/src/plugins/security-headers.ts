import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers of every answer, built once. (@fastify/helmet rebuilt them per request:
 * about 70 µs each, most of an API call's budget.) Strict CSP: only our own scripts and styles,
 * data: images for the captcha and QR codes, API calls to ourselves and the backup hosts.
 */
export function securityHeaders(connectSources: string[]): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** JSON answers are never rendered as documents: the OWASP REST set is enough for them. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { connectSources: string[]; apiPrefix: string }) => {
    const documentHeaders = securityHeaders(opts.connectSources);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(opts.apiPrefix) ? API_SECURITY_HEADERS : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
