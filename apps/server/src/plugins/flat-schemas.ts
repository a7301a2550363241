import type { z } from 'zod';

type Def = { type: string; checks?: unknown[]; coerce?: boolean; catchall?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType> };

/** Field kinds whose zod verdict typeof alone gives: a value passes zod exactly when this holds. */
const PLAIN_FIELDS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  // zod's number refuses NaN and the infinities.
  number: (value) => Number.isFinite(value),
};

export type PlainField = { key: string; accepts: (value: unknown) => boolean };

/**
 * A flat object schema: every field a plain string, boolean or number (no check, coercion, optional,
 * default or refinement), the object itself unrefined. `strict` when unknown keys are refused
 * (z.strictObject), otherwise they are dropped (z.object).
 */
export type FlatShape = { fields: PlainField[]; strict: boolean };

/**
 * The shape of a flat object schema — the heartbeat's body and answer, a token pair — for the direct
 * checks of the validator and serializer; undefined for any other schema, which zod keeps handling.
 * The direct checks only ever accept: whatever they do not accept at once goes to zod, for its
 * verdict and its messages.
 */
export function flatShape(schema: z.core.$ZodType): FlatShape | undefined {
  const def = schema._zod.def as unknown as Def;
  if (def.type !== 'object' || def.checks?.length || !def.shape) return undefined;
  const catchall = def.catchall?._zod.def as Def | undefined;
  if (catchall && catchall.type !== 'never') return undefined;
  const fields: PlainField[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const fieldDef = field._zod.def as unknown as Def;
    const accepts = Object.hasOwn(PLAIN_FIELDS, fieldDef.type) ? PLAIN_FIELDS[fieldDef.type] : undefined;
    // zod leaves a __proto__ field out of what it returns: not a plain field.
    if (!accepts || fieldDef.checks?.length || fieldDef.coerce || key === '__proto__') return undefined;
    fields.push({ key, accepts });
  }
  return fields.length > 0 ? { fields, strict: catchall !== undefined } : undefined;
}

/** A value zod reads as an object: not null, not an array. */
export const isObject = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);

/** For a strict shape: whether the object has a key the schema does not name (zod then refuses it; it reads keys with for…in too). */
export function hasUnknownKey(data: Record<string, unknown>, shape: FlatShape): boolean {
  for (const key in data) if (!shape.fields.some((f) => f.key === key)) return true;
  return false;
}
