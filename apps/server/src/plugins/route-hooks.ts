/**
 * Puts a hook ahead of a route's own hooks of the same kind, from an onRoute hook. Plugins that only
 * some routes need attach themselves this way, as the routes are declared, instead of running on
 * every request of their scope to ask whether the route needs them (Fastify builds a fresh options
 * object for each request.routeOptions read). The hook runs after its scope's hooks of that kind and
 * before the route's own.
 */
export function withHookFirst<H>(hook: H, existing: H | H[] | undefined): H[] {
  if (existing === undefined) return [hook];
  return [hook, ...(Array.isArray(existing) ? existing : [existing])];
}
