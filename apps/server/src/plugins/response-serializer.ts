import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flatShape, hasUnknownKey, isObject } from './flat-schemas.ts';

type Def = { type: string; checks?: { _zod: { def: { check: string } } }[] } & Record<string, unknown>;

/** Schema kinds that hold no other schema and read the same in both directions. */
const LEAVES = new Set([
  'string', 'number', 'int', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'any', 'unknown',
  'date', 'enum', 'literal', 'nan', 'template_literal', 'file', 'custom',
]);

/**
 * True when encoding a value through the schema is the same as parsing it: no codec, pipe,
 * transform, default, catch or value-rewriting check anywhere inside. Anything not known to be so
 * (a lazy or function schema, a kind added by a later zod) counts as direction-sensitive.
 */
export function readsTheSameBothWays(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return false;
  const all = (schemas: unknown[]) => schemas.every((s) => readsTheSameBothWays(s as z.core.$ZodType, seen));
  switch (def.type) {
    case 'object':
      return all(Object.values(def.shape as object)) && (def.catchall === undefined || all([def.catchall]));
    case 'array':
      return all([def.element]);
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return all([def.innerType]);
    case 'union':
      return all(def.options as unknown[]);
    case 'intersection':
      return all([def.left, def.right]);
    case 'record':
    case 'map':
      return all([def.keyType, def.valueType]);
    case 'set':
      return all([def.valueType]);
    case 'tuple':
      return all([...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])]);
    default:
      return LEAVES.has(def.type);
  }
}

/**
 * For a flat object schema (plugins/flat-schemas.ts: the heartbeat's answer), a writer that checks
 * each field with typeof and writes the JSON itself, in the schema's order, leaving out fields the
 * schema does not name: what zod's parse and JSON.stringify give, without the generic parse.
 * Undefined for an answer it does not accept at once (zod then gives the verdict and the error), and
 * for any other schema.
 */
export function plainObjectWriter(schema: z.core.$ZodType): ((data: unknown) => string | undefined) | undefined {
  const shape = flatShape(schema);
  if (!shape) return undefined;
  const fields = shape.fields.map(({ key, accepts }, i) => ({ key, accepts, prefix: `${i === 0 ? '{' : ','}${JSON.stringify(key)}:` }));
  return (data) => {
    if (!isObject(data) || (shape.strict && hasUnknownKey(data, shape))) return undefined;
    let json = '';
    for (const { key, accepts, prefix } of fields) {
      const value = data[key];
      if (!accepts(value)) return undefined;
      json += prefix + JSON.stringify(value);
    }
    return `${json}}`;
  };
}

/**
 * Every answer is still checked against its contract schema, in every environment: a field the
 * schema does not name is dropped, a value that breaks it is a 500 (ResponseSerializationError, as
 * fastify-type-provider-zod throws). But where encoding and parsing agree — every schema of the
 * contract today — the check uses zod's parse, which zod compiles to straight-line code, instead of
 * encode, which walks the schema on every answer (about 20 times slower on the hot checkOnline).
 * A schema with a codec or transform keeps the library's encoding serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType | { properties: z.core.$ZodType }> = (route) => {
  const schema = route.schema instanceof z.core.$ZodType ? route.schema : route.schema.properties;
  if (!(schema instanceof z.core.$ZodType) || !readsTheSameBothWays(schema)) return encodingSerializerCompiler(route as never);
  const { method, url } = route;
  const direct = plainObjectWriter(schema);
  return (data) => {
    const written = direct?.(data);
    if (written !== undefined) return written;
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
