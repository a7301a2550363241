import { HTTP_MESSAGES } from '../messages/http.ts';
/**
 * U+0000 and lone UTF-16 surrogates: no PostgreSQL text or jsonb value can hold them as sent (NUL is
 * refused by both, a lone surrogate by jsonb and silently replaced in text), so a body carrying them
 * is refused at the door rather than failing as a 500 at the first query (issue 7's fuzzer found it).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE = HTTP_MESSAGES.unstorableText;

/** Whether any string or key anywhere in a parsed body holds text no column can store. */
export function hasUnstorableText(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (unstorable(v)) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (unstorable(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Every string of a body in NFC (combining accents composed), whatever field the contract gives it. */
const composeText = (key: string, value: unknown) => {
  if (unstorable(key) || (typeof value === 'string' && unstorable(value))) throw new SyntaxError(UNSTORABLE_TEXT_MESSAGE);
  return typeof value === 'string' ? value.normalize('NFC') : value;
};

/**
 * Text whose strings the reviver could not change or refuse: ASCII without a backslash, so no escape
 * can spell NUL, a surrogate or a combining mark, and ASCII is already NFC (a raw control character
 * is malformed JSON either way). Nearly every body (the heartbeat's `{"online":true}`) is so, and
 * JSON.parse without a reviver reads it several times faster.
 */
const NEEDS_REVIVER = /[\u0080-\uffff\\]/;

/**
 * JSON as members send it: a nickname typed with Unikey's "Unicode tổ hợp" (NFD) reads the same as
 * the precomposed one to every rule and every stored row. Throws on malformed JSON like JSON.parse,
 * and on text no column can store (NUL, lone surrogates).
 */
export function parseMemberJson(text: string): unknown {
  return NEEDS_REVIVER.test(text) ? JSON.parse(text, composeText) : JSON.parse(text);
}
