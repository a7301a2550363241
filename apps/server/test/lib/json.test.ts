import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMemberJson } from '../../src/lib/json.ts';

/** Members' JSON: NFC everywhere, NUL and lone surrogates refused, whether the text is plain ASCII or not. */
describe('parseMemberJson', () => {
  it('reads plain ASCII as JSON.parse does, and refuses what JSON.parse refuses', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseMemberJson(text)).toStrictEqual(JSON.parse(text));
      }),
    );
    for (const broken of ['', '{', '{"a":1,}', "{'a':1}", '{"a":"\u0000"}', '{"a":1}\u0000']) expect(() => parseMemberJson(broken)).toThrow(SyntaxError);
  });

  it('composes decomposed text and refuses NUL and lone surrogates, spelled out or as escapes', () => {
    expect(parseMemberJson('{"nickname":"Ho\u0300a"}')).toEqual({ nickname: 'Hòa' });
    expect(parseMemberJson('{"nickname":"Ho\\u0300a"}')).toEqual({ nickname: 'Hòa' });
    // Keys are looked at, not rewritten: no rule reads a key a member chose.
    expect(Object.keys(parseMemberJson('{"Ho\\u0300a":1}') as object)).toEqual(['Ho\u0300a']);
    for (const refused of ['{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"\\udc00":1}', '{"a":"\ud800"}', '["x\\u0000"]']) {
      expect(() => parseMemberJson(refused)).toThrow(SyntaxError);
    }
  });
});
