import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { flatShape, hasUnknownKey, isObject, type FlatShape } from './flat-schemas.ts';

/**
 * For a flat object schema (plugins/flat-schemas.ts: the heartbeat's `{ online }`), a check that reads
 * each field once with typeof and returns a fresh object of the schema's fields in its order: what
 * zod's parse returns, without the generic parse. Undefined for a value it does not accept at once.
 */
function directCheck(shape: FlatShape): (data: unknown) => { value: Record<string, unknown> } | undefined {
  return (data) => {
    if (!isObject(data) || (shape.strict && hasUnknownKey(data, shape))) return undefined;
    const value: Record<string, unknown> = {};
    for (const { key, accepts } of shape.fields) {
      const field = data[key];
      if (!accepts(field)) return undefined;
      value[key] = field;
    }
    return { value };
  };
}

/**
 * fastify-type-provider-zod's validator (zod's parse, its 400 messages), with a direct check in front
 * for flat object schemas: a value the direct check accepts is one zod accepts with the same result;
 * anything else — every refusal included — goes to zod, so verdicts and messages do not change.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const validate: ReturnType<FastifySchemaCompiler<z.core.$ZodType>> = zodValidatorCompiler(route);
  const shape = flatShape(route.schema);
  if (!shape) return validate;
  const direct = directCheck(shape);
  return (data) => direct(data) ?? validate(data);
};
