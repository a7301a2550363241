/**
 * fast-check arbitraries built from the contract's zod 4 schemas (issue 7), shared by the API fuzz
 * test and `bench/fuzz.ts`. zod-fast-check does not read zod 4, so this walks `schema._zod.def`
 * itself: objects, strings (lengths, regex, NFC), numbers (bounds, integers), booleans, enums,
 * literals, unions, optional and nullable — everything the contract's bodies use; anything else
 * throws, so a new kind of field is noticed rather than silently skipped.
 *
 * A sample is either a valid body (a value the schema accepts, which the harness may fill with live
 * values such as a real captcha pass) or the exact text of an invalid one: wrong types, missing and
 * extra fields, out-of-range and unrepresentable numbers, huge strings, tricky Unicode (NFD, emoji,
 * RTL, NUL, lone surrogates), non-object JSON, broken JSON and deep nesting. Whether a text is
 * acceptable is decided the way the server decides it (`classify`), never assumed from its kind:
 * an NFD name, say, is still a valid name once composed.
 */
import fc from 'fast-check';
import type { z } from 'zod';

// ------------------------------------------------------------------------------------ zod 4 internals

type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
};

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** Optional, nullable, default and pipe wrappers peeled off: the type a field's value has. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

export type StringRule = { min: number; max: number; patterns: RegExp[] };
export type NumberRule = { min: number; max: number; integer: boolean };

export function stringRule(def: Def): StringRule {
  let min = 0;
  let max = Infinity;
  const patterns: RegExp[] = [];
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum);
    if (c.check === 'length_equals' && c.length !== undefined) {
      min = c.length;
      max = c.length;
    }
    if (c.check === 'string_format' && c.pattern) patterns.push(c.pattern);
  }
  return { min, max, patterns };
}

export function numberRule(def: Def): NumberRule {
  const checks = checksOf(def);
  const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  let min = integer ? Number.MIN_SAFE_INTEGER : -1e15;
  let max = integer ? Number.MAX_SAFE_INTEGER : 1e15;
  for (const c of checks) {
    if (c.value === undefined) continue;
    if (c.check === 'greater_than') min = Math.max(min, c.inclusive || !integer ? c.value : Math.floor(c.value) + 1);
    if (c.check === 'less_than') max = Math.min(max, c.inclusive || !integer ? c.value : Math.ceil(c.value) - 1);
  }
  return { min, max, integer };
}

// ----------------------------------------------------------------------------------------- characters

const VIETNAMESE_LETTERS = [...'aăâbcdđeêghiklmnoôơpqrstuưvxyàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵĐÂÊÔƠƯ'];
const ASCII = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.'];
const TEXT_UNIT = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ASCII) },
  { weight: 2, arbitrary: fc.constantFrom(...VIETNAMESE_LETTERS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

/**
 * Text that has broken servers: NUL and other controls, lone surrogates, bidi overrides, zero-width
 * and combining floods, look-alike digits, compatibility forms NFKC folds, case oddities,
 * and the usual injection strings.
 */
export const TRICKY_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\u0085\u00ad',
  '\r\n',
  '\t',
  '\u2028\u2029',
  '\uFEFF',
  '\u200B\u200C\u200D\u2060',
  '\u00A0\u3000',
  '\u202Eabc\u202C',
  '\u200F\u061C',
  'مرحبا',
  'שלום',
  '😀',
  '👨‍👩‍👧‍👦',
  '🇻🇳',
  '𝕳𝖊𝖑𝖑𝖔',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDBFF',
  'e' + '\u0301'.repeat(64),
  'Z̸̢̛͔̯̗̫̪̻̦̊̍̇͊̀̈́̈́͘͠',
  'Nguyễn Văn Ân'.normalize('NFD'),
  'Nguyễn Thị Hương',
  'İıǅﬀ',
  '１２３４５６',
  '٣٠٠٠٠٠',
  '½²',
  "'; drop table members; --",
  '" or 1=1 --',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\\',
  '"',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  ' ',
  '   ',
  '',
];

// ---------------------------------------------------------------------------------------- valid values

const roundNumbers = (() => {
  const out: number[] = [];
  for (let k = 0; k <= 15; k++) for (const m of [1, 2, 5]) out.push(m * 10 ** k);
  return out;
})();

/** Integers in [min, max], biased to the ends, small values and round amounts (what business rules look at). */
export function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const parts: fc.Arbitrary<number>[] = [fc.constantFrom(min, max), fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number)];
  const round = roundNumbers.filter((n) => n >= min && n <= max);
  if (round.length > 0) parts.push(fc.constantFrom(...round));
  const lo = Math.max(min, -1000);
  const hi = Math.min(max, 1000);
  if (lo <= hi) parts.push(fc.integer({ min: lo, max: hi }));
  return fc.oneof(...parts);
}

function fromPattern(pattern: RegExp): fc.Arbitrary<string> {
  // fast-check's stringMatching has no lookaheads and no `i` flag: generate from what remains, and the
  // field's own schema filters the result (a lower-case-only value still matches an `i` pattern).
  const source = pattern.source.replace(/\(\?[=!][^()]*\)/g, '');
  const flags = pattern.flags.replace(/[gimy]/g, '');
  try {
    return fc.stringMatching(new RegExp(source, flags));
  } catch {
    return fc.string({ unit: TEXT_UNIT, maxLength: 64 });
  }
}

function stringValue(def: Def): fc.Arbitrary<string> {
  const { min, max, patterns } = stringRule(def);
  const base = patterns[0]
    ? fromPattern(patterns[0])
    : fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: Math.min(max, Math.max(min, 8) + 40) });
  return base.filter((s) => s.length >= min && s.length <= max);
}

function numberValue(def: Def): fc.Arbitrary<number> {
  const { min, max, integer } = numberRule(def);
  if (integer) return integerIn(min, max);
  return fc.oneof(integerIn(Math.ceil(min), Math.floor(max)), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values the schema accepts (each candidate is checked with the schema itself, refinements included). */
export function validValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  let arb: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const required = keys.filter((k) => defOf(shape[k]!).type !== 'optional');
      const model = Object.fromEntries(keys.map((k) => [k, fieldValue(shape[k]!)]));
      arb = fc.record(model, { requiredKeys: required });
      break;
    }
    case 'optional':
      arb = fc.option(validValue(def.innerType!), { nil: undefined });
      break;
    case 'nullable':
      arb = fc.option(validValue(def.innerType!), { nil: null });
      break;
    case 'string':
      arb = stringValue(def);
      break;
    case 'number':
      arb = numberValue(def);
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'enum':
      arb = fc.constantFrom(...Object.values(def.entries ?? {}));
      break;
    case 'literal':
      arb = fc.constantFrom(...(def.values ?? []));
      break;
    case 'union':
      arb = fc.oneof(...(def.options ?? []).map(validValue));
      break;
    case 'pipe':
      arb = validValue(def.in!);
      break;
    case 'array': {
      const bounds = checksOf(def);
      const minLength = bounds.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(bounds.find((c) => c.check === 'max_length')?.maximum ?? 5, minLength + 4);
      arb = fc.array(validValue((def as unknown as { element: z.ZodType }).element), { minLength, maxLength });
      break;
    }
    default:
      throw new Error(`arbitraries: no generator for zod type "${def.type}"`);
  }
  return arb.filter((v) => schema.safeParse(v).success);
}

/** An object field's value: its optional wrapper is the record's business (the key may be absent). */
function fieldValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  return def.type === 'optional' ? validValue(def.innerType!) : validValue(schema);
}

// --------------------------------------------------------------------------------------------- samples

/** Text put into one string field of a valid body after the harness filled in its live values. */
export type Taint = { key: string; text: string; where: 'replace' | 'prefix' | 'suffix' | 'middle' };

/**
 * What to send: a valid body (to be completed with live values by the harness, then perhaps tainted
 * with tricky text in one string field, so that text gets past the checks a random body fails), or exact text.
 */
export type ValidSample = { kind: 'valid'; value: Record<string, unknown>; live: number; taint?: Taint };
export type TextSample = { kind: string; text: string | undefined };
export type Sample = ValidSample | TextSample;
export const isValidSample = (s: Sample): s is ValidSample => 'value' in s;

/** Text no PostgreSQL column stores as sent: NUL (text, jsonb) and lone surrogates (jsonb; text gets U+FFFD). */
export const UNSTORABLE_STRINGS: readonly string[] = ['\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFF\uDBFFx'];

export function applyTaint(value: Record<string, unknown>, taint: Taint): Record<string, unknown> {
  const current = typeof value[taint.key] === 'string' ? (value[taint.key] as string) : '';
  const half = Math.floor(current.length / 2);
  const next =
    taint.where === 'replace'
      ? taint.text
      : taint.where === 'prefix'
        ? taint.text + current
        : taint.where === 'suffix'
          ? current + taint.text
          : current.slice(0, half) + taint.text + current.slice(half);
  return setKey(value, taint.key, next);
}

/** How many live-value variants the harness may pick from (0: none; the harness reads `live % n`). */
export const LIVE_VARIANTS = 4;

type Field = { key: string; schema: z.ZodType; leaf: string; def: Def };

export function fieldsOf(schema: z.ZodType): Field[] {
  const def = defOf(schema);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).map(([key, s]) => {
    const inner = unwrap(s);
    const innerDef = defOf(inner);
    return { key, schema: s, leaf: innerDef.type, def: innerDef };
  });
}

const MARK = '\u0000fuzz-raw\u0000';
/** The body's text with one field's value replaced by raw JSON text (numbers JSON.stringify cannot write, broken JSON). */
function withRaw(value: Record<string, unknown>, key: string, raw: string): string {
  return JSON.stringify(setKey(value, key, MARK)).replace(JSON.stringify(MARK), raw);
}

/** A copy with the key set as an own property, even `__proto__`. */
function setKey(value: Record<string, unknown>, key: string, v: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

function omitKey(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const out = { ...value };
  delete out[key];
  return out;
}

const text = (kind: string) => (t: string) => ({ kind, text: t });
const body = (kind: string) => (v: unknown) => ({ kind, text: JSON.stringify(v) });

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom([], {}, [[]], { a: {} }, '', 0, -0, true, false),
);

const extraKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'id', 'memberId', 'role', 'admin', 'isAdmin', 'balance', '\u0000', 'ộ', '😀'),
);

/** `[[[…]]]` or `{"a":{"a":…}}` `depth` levels deep (within the 64 KiB body limit up to about 30,000). */
export function nested(depth: number, objects: boolean): string {
  return objects ? '{"a":'.repeat(depth) + '0' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);
}

const numberEdges = (rule: NumberRule): number[] => [
  rule.min - 1,
  rule.max + 1,
  rule.min - 0.5,
  rule.max + 0.5,
  (rule.min + rule.max) / 2 + 0.5,
  -0,
  -1,
  0,
  0.1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
].filter((n) => Number.isFinite(n));

/** Number text JSON allows (or almost allows) that no JSON.stringify writes. */
const NUMBER_TOKENS = ['1e400', '-1e400', '1e-400', '1.0', '-0.0', '1E3', '10e-1', '9007199254740993', '123456789012345678901234567890', '+1', '01', '0x10', '1_000', '.5', '5.', 'Infinity', '-Infinity', 'NaN', '1e', '--1'];

function numberMutations(v: Record<string, unknown>, f: Field): fc.Arbitrary<Sample> {
  const rule = numberRule(f.def);
  const current = typeof v[f.key] === 'number' ? (v[f.key] as number) : rule.min;
  return fc.oneof(
    fc.constantFrom(...numberEdges(rule)).map((n) => body('number-edge')(setKey(v, f.key, n))),
    fc.constantFrom(...NUMBER_TOKENS).map((t) => text('number-token')(withRaw(v, f.key, t))),
    fc
      .constantFrom(String(current), ` ${current} `, current.toLocaleString('vi-VN'), String(current).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))), `${current}đ`, [current], { value: current })
      .map((x) => body('number-as-other')(setKey(v, f.key, x))),
  );
}

function stringMutations(v: Record<string, unknown>, f: Field): fc.Arbitrary<Sample> {
  const rule = stringRule(f.def);
  const current = typeof v[f.key] === 'string' ? (v[f.key] as string) : '';
  const lengths = [rule.max + 1, rule.max * 2 + 1, 4097, 10_000, 60_000, 70_000].filter((n) => Number.isFinite(n));
  if (rule.min > 0) lengths.push(rule.min - 1);
  const filler = fc.constantFrom('a', 'ộ', '😀', '\u0000', 'e\u0301', '9');
  const tricky = fc.constantFrom(...TRICKY_STRINGS);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...lengths), filler).map(([n, c]) => body(n > 4096 ? 'huge-string' : 'string-length')(setKey(v, f.key, c.repeat(Math.ceil(n / c.length)).slice(0, n)))),
    tricky.map((s) => body('unicode')(setKey(v, f.key, s))),
    fc.tuple(tricky, fc.constantFrom('prefix', 'suffix', 'middle')).map(([s, where]) => {
      const half = Math.floor(current.length / 2);
      const next = where === 'prefix' ? s + current : where === 'suffix' ? current + s : current.slice(0, half) + s + current.slice(half);
      return body('unicode')(setKey(v, f.key, next));
    }),
    fc.constantFrom(current.normalize('NFD'), current.normalize('NFKD'), current.toUpperCase(), current.toLowerCase(), ` ${current} `, current + '\u0000').map((s) =>
      body('unicode')(setKey(v, f.key, s)),
    ),
  );
}

function choiceMutations(v: Record<string, unknown>, f: Field): fc.Arbitrary<Sample> {
  const choices = f.leaf === 'enum' ? Object.values(f.def.entries ?? {}) : f.leaf === 'literal' ? (f.def.values ?? []) : [];
  const variants = choices.flatMap((c) => (typeof c === 'string' ? [c.toLowerCase(), c.toUpperCase(), ` ${c}`, `${c}\u0000`, c.normalize('NFD') + '\u0301'] : [String(c), Number(c) + 1, -Number(c)]));
  return fc.constantFrom(...(variants.length ? variants : ['x'])).map((x) => body('choice-variant')(setKey(v, f.key, x)));
}

function fieldMutations(v: Record<string, unknown>, f: Field): fc.Arbitrary<Sample> {
  const options: fc.Arbitrary<Sample>[] = [
    anyJson.map((x) => body('wrong-type')(setKey(v, f.key, x))),
    fc.constant(body('missing-field')(omitKey(v, f.key))),
    fc.constantFrom(null, true, []).map((x) => body('wrong-type')(setKey(v, f.key, x))),
    fc.tuple(fc.integer({ min: 2, max: 20_000 }), fc.boolean()).map(([d, o]) => text('deep-nesting')(withRaw(v, f.key, nested(d, o)))),
  ];
  if (f.leaf === 'number') options.push(numberMutations(v, f));
  if (f.leaf === 'string') options.push(stringMutations(v, f), stringMutations(v, f));
  if (f.leaf === 'enum' || f.leaf === 'literal' || f.leaf === 'union') options.push(choiceMutations(v, f));
  if (f.leaf === 'boolean') options.push(fc.constantFrom('true', 1, 0, 'false', 'có').map((x) => body('wrong-type')(setKey(v, f.key, x))));
  return fc.oneof(...options);
}

const BROKEN_JSON = [
  '',
  ' ',
  '\n',
  '{',
  '}',
  '{"',
  '{,}',
  'nul',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '{"a":undefined}',
  '\uFEFF{}',
  '/* c */{}',
  '{}/* c */',
  '{}{}',
  '{"a":"\\x41"}',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  '{"a":"\u0000"}',
  '{"a":01}',
  '{"a" 1}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];

/** Samples with the body as a whole wrong: not an object, not JSON, nested too deep, keys repeated or foreign. */
function wholeBodyMutations(valid: fc.Arbitrary<Record<string, unknown>>, fields: Field[]): fc.Arbitrary<Sample> {
  const keys = fields.map((f) => f.key);
  const options: fc.Arbitrary<Sample>[] = [
    fc.oneof(anyJson, fc.constantFrom(null, 0, 1, -1, 1e308, '', 'x', true, false, [], [null], [{}])).map(body('non-object')),
    valid.map((v) => body('non-object')([v])),
    valid.map((v) => body('non-object')(JSON.stringify(v))),
    fc.constantFrom(...BROKEN_JSON).map(text('bad-json')),
    valid.chain((v) => {
      const t = JSON.stringify(v);
      return fc.constantFrom(t.slice(0, -1), t.slice(0, Math.floor(t.length / 2)), t.replace(/}$/, ',}'), t.replace(/"/g, "'"), `${t}x`, `${t}${t}`).map(text('bad-json'));
    }),
    fc.tuple(valid, extraKey, anyJson).map(([v, k, x]) => body('extra-field')(setKey(v, k, x))),
    fc.tuple(fc.integer({ min: 2, max: 30_000 }), fc.boolean()).map(([d, o]) => text('deep-nesting')(nested(d, o))),
    fc.tuple(valid, fc.integer({ min: 2, max: 20_000 })).map(([v, d]) => text('deep-nesting')(JSON.stringify(v).replace(/}$/, `,"deep":${nested(d, true)}}`))),
  ];
  if (keys.length > 0) {
    // The same key twice: JSON.parse keeps the last one, so a junk first copy must not matter and a junk last one must.
    options.push(
      fc.tuple(valid, fc.constantFrom(...keys), anyJson, fc.boolean()).map(([v, k, junk, junkLast]) => {
        const t = JSON.stringify(v);
        const dup = `"${k}":${JSON.stringify(junk)}`;
        return text('duplicate-key')(junkLast ? t.replace(/}$/, `${t === '{}' ? '' : ','}${dup}}`) : t.replace(/^{/, `{${dup}${t === '{}' ? '' : ','}`));
      }),
    );
  }
  return fc.oneof(...options);
}

/**
 * Valid and invalid samples of a body schema; for a route without a body (schema null), bodies it
 * should ignore (any JSON, or none) and text that is not JSON at all.
 */
export function samples(schema: z.ZodType | null): fc.Arbitrary<Sample> {
  if (schema === null) {
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant<Sample>({ kind: 'no-body', text: undefined }) },
      { weight: 2, arbitrary: anyJson.map(body('ignored-json')) },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map(text('bad-json')) },
      { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 30_000 }), fc.boolean()).map(([d, o]) => text('deep-nesting')(nested(d, o))) },
      { weight: 1, arbitrary: fc.constantFrom(70_000, 10_000).map((n) => body('huge-string')({ a: 'ộ'.repeat(n) })) },
    );
  }
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const fields = fieldsOf(schema);
  const live = fc.nat({ max: LIVE_VARIANTS - 1 });
  const validSample: fc.Arbitrary<Sample> = fc.tuple(valid, live).map(([value, live]) => ({ kind: 'valid', value, live }));
  const options: Array<fc.WeightedArbitrary<Sample>> = [
    { weight: 6, arbitrary: validSample },
    { weight: 4, arbitrary: wholeBodyMutations(valid, fields) },
  ];
  if (fields.length > 0) {
    options.push({ weight: 7, arbitrary: fc.tuple(valid, fc.constantFrom(...fields)).chain(([v, f]) => fieldMutations(v, f)) });
  }
  const textFields = fields.filter((f) => f.leaf === 'string').map((f) => f.key);
  if (textFields.length > 0) {
    const taintText = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_STRINGS) }, { weight: 1, arbitrary: fc.constantFrom(...TRICKY_STRINGS) });
    const taint = fc.record({ key: fc.constantFrom(...textFields), text: taintText, where: fc.constantFrom('replace' as const, 'prefix' as const, 'suffix' as const, 'middle' as const) });
    options.push({ weight: 4, arbitrary: fc.tuple(valid, fc.integer({ min: 1, max: LIVE_VARIANTS - 1 }), taint).map(([value, live, taint]) => ({ kind: 'valid', value, live, taint })) });
  }
  return fc.oneof(...options);
}

// ------------------------------------------------------------------------------------------ the verdict

export type Scope = 'member' | 'operator';

/** NUL or a lone surrogate in a string or a key: text the server refuses in any JSON body it parses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export function holdsUnstorableText(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string' && unstorable(v)) return true;
    if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (unstorable(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** An own `__proto__` key, or a `constructor` key holding a `prototype`, anywhere (what secure-json-parse refuses). */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Object.hasOwn(v, '__proto__')) return true;
    const c = (v as Record<string, unknown>).constructor;
    if (Object.hasOwn(v, 'constructor') && c !== null && typeof c === 'object' && Object.hasOwn(c, 'prototype')) return true;
    stack.push(...Object.values(v));
  }
  return false;
}

/**
 * The value the server's JSON body parser hands the route — `unknown` when this stack cannot tell (a
 * nesting too deep to revive here may parse there) — or a refusal. The member API decodes every byte
 * (a BOM kept, so not JSON) and composes every string to NFC; the operator API uses Fastify's parser
 * (secure-json-parse: a BOM dropped, `__proto__` and `constructor.prototype` refused). Both refuse
 * NUL and lone surrogates. An empty member body is no body at all.
 */
export function parseAsServer(text: string | undefined, scope: Scope): { ok: true; value: unknown } | { ok: false } | { ok: 'unknown' } {
  if (text === undefined) return { ok: true, value: undefined };
  const decoded = new TextDecoder('utf-8', { ignoreBOM: scope === 'member' }).decode(Buffer.from(text, 'utf8'));
  if (scope === 'member' && decoded.length === 0) return { ok: true, value: undefined };
  try {
    const value = JSON.parse(decoded, scope === 'member' ? (_k, v: unknown) => (typeof v === 'string' ? v.normalize('NFC') : v) : undefined);
    if (holdsUnstorableText(value) || (scope === 'operator' && poisoned(value))) return { ok: false };
    return { ok: true, value };
  } catch (error) {
    return error instanceof RangeError ? { ok: 'unknown' } : { ok: false };
  }
}

/**
 * Deterministic samples that every run sends first: for each string field of the schema, a valid body
 * with live values (the harness's last variant) and NUL, then a lone surrogate, at the end of that field.
 */
export function unstorableExamples(schema: z.ZodType): Sample[] {
  const fields = fieldsOf(schema).filter((f) => f.leaf === 'string');
  if (fields.length === 0) return [];
  const [value] = fc.sample(validValue(schema) as fc.Arbitrary<Record<string, unknown>>, { numRuns: 1, seed: 42 });
  return fields.flatMap((f) =>
    ['\u0000', '\uD800'].map((text): Sample => ({ kind: 'valid', value: value!, live: LIVE_VARIANTS - 1, taint: { key: f.key, text, where: 'suffix' } })),
  );
}

/** Whether the server may accept this text for this schema (null: a route without a body takes any JSON). */
export function acceptable(schema: z.ZodType | null, text: string | undefined, scope: Scope): boolean {
  const parsed = parseAsServer(text, scope);
  if (parsed.ok === 'unknown') return true;
  if (!parsed.ok) return false;
  return schema === null || schema.safeParse(parsed.value).success;
}

/** Cut for a report line: long texts keep their start and length. */
export function preview(text: string | undefined, max = 240): string {
  if (text === undefined) return '(no body)';
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} chars)` : shown;
}
