import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseErrorBody } from '../src/error-body.ts';
import { ApiErrorSchema } from '../src/errors.ts';

/** Bodies near the D3 shape: each field present or not, of the right type or a wrong one. */
const nearErrorBody = fc.record(
  {
    statusCode: fc.oneof(fc.integer({ min: 100, max: 599 }), fc.double(), fc.string()),
    message: fc.oneof(fc.string(), fc.array(fc.string()), fc.array(fc.oneof(fc.string(), fc.integer())), fc.integer(), fc.constant(null)),
    error: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('parseErrorBody', () => {
  it('reads a 400 with its array of sentences and any other status with one string (D3)', () => {
    const refused = { statusCode: 400, message: ['Tên đăng nhập không hợp lệ', 'Mật khẩu quá ngắn'], error: 'Bad Request' };
    expect(parseErrorBody(JSON.stringify(refused))).toEqual(refused);
    const locked = { statusCode: 403, message: 'Tài khoản đang bị khóa, vui lòng liên hệ CSKH', error: 'Forbidden' };
    expect(parseErrorBody(JSON.stringify(locked))).toEqual(locked);
  });

  it('gives null for what is not an error body: not JSON, empty, a proxy page, another JSON value', () => {
    for (const text of ['', 'Bad Gateway', '<html><body>502</body></html>', 'null', '"oops"', '42', '[1,2]', '{}']) {
      expect(parseErrorBody(text), text).toBeNull();
    }
    expect(parseErrorBody(JSON.stringify({ statusCode: 400, message: ['ok', 3], error: 'Bad Request' }))).toBeNull();
    expect(parseErrorBody(JSON.stringify({ statusCode: '500', message: 'x', error: 'Internal' }))).toBeNull();
  });

  it('keeps the message when `error` is missing, and drops fields the shape does not have', () => {
    expect(parseErrorBody('{"statusCode":419,"message":"Phiên đăng nhập đã hết hạn","trace":"x"}')).toEqual({
      statusCode: 419,
      message: 'Phiên đăng nhập đã hết hạn',
      error: '',
    });
  });

  it('accepts every body ApiErrorSchema accepts, and reads it as the schema does', () => {
    fc.assert(
      fc.property(nearErrorBody, (value) => {
        const text = JSON.stringify(value);
        const schema = ApiErrorSchema.safeParse(JSON.parse(text));
        if (schema.success) expect(parseErrorBody(text)).toEqual(schema.data);
      }),
      { numRuns: 2_000 },
    );
  });

  it('answers only with bodies ApiErrorSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(nearErrorBody.map((v) => JSON.stringify(v)), fc.json(), fc.string()), (text) => {
        const body = parseErrorBody(text);
        if (body) expect(ApiErrorSchema.safeParse(body).success).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
