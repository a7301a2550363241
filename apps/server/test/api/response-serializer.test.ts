import { describe, expect, it } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, operatorApi } from '@app/contract';
import { readsTheSameBothWays, responseSerializerCompiler } from '../../src/plugins/response-serializer.ts';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' });

/** The answers' serializer: zod's parse where it means the same as encode, still checking every answer. */
describe('response serializer', () => {
  it('takes the parse path for every response schema of the contract', () => {
    const schemas = [...Object.values(api), ...Object.values(operatorApi)].map((r) => r.response).filter((s) => s instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(20);
    for (const schema of schemas) expect(readsTheSameBothWays(schema)).toBe(true);
  });

  it('drops fields the schema does not name and refuses an answer that breaks it', () => {
    const serialize = serializerFor(z.object({ online: z.boolean(), lastSeenAt: z.string() }));
    expect(serialize({ online: true, lastSeenAt: '2026-11-26T00:00:00.000Z', passwordHash: 'x' })).toBe('{"online":true,"lastSeenAt":"2026-11-26T00:00:00.000Z"}');
    let thrown: unknown;
    try {
      serialize({ online: 'yes', lastSeenAt: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
    expect((thrown as { statusCode: number }).statusCode).toBe(500);
  });

  it('keeps encoding for schemas whose two directions differ', () => {
    const at = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    const withCodec = z.object({ at, amount: z.number().int() });
    expect(readsTheSameBothWays(withCodec)).toBe(false);
    expect(readsTheSameBothWays(z.object({ list: z.array(z.string().trim()) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(readsTheSameBothWays(z.lazy(() => z.string()))).toBe(false);
    const when = new Date('2026-11-26T01:02:03.000Z');
    expect(serializerFor(withCodec)({ at: when, amount: 5 })).toBe('{"at":"2026-11-26T01:02:03.000Z","amount":5}');
  });

  it('reads nested, optional, nullable, union, record and tuple schemas as the same both ways', () => {
    const nested = z.object({
      a: z.array(z.object({ b: z.string().nullable(), c: z.number().optional() })),
      d: z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), x: z.number() }), z.object({ kind: z.literal('y') })]),
      e: z.record(z.string(), z.boolean()),
      f: z.tuple([z.string(), z.number()]),
      g: z.enum(['A', 'B']).readonly(),
    });
    expect(readsTheSameBothWays(nested)).toBe(true);
    expect(serializerFor(nested)({ a: [{ b: null, extra: 1 }], d: { kind: 'y' }, e: { k: true }, f: ['s', 1], g: 'A' })).toBe(
      '{"a":[{"b":null}],"d":{"kind":"y"},"e":{"k":true},"f":["s",1],"g":"A"}',
    );
  });
});
