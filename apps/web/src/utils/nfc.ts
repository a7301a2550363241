/**
 * JSON with every string value in Unicode NFC. Vietnamese keyboards (Unikey, some phone keyboards)
 * may type a letter and its marks as separate code points (NFD: "a" + U+0302 + U+0301 for "ấ"); the
 * server's rules and the names other members search for are in the composed form. Object keys are
 * the contract's own ASCII names and stay as they are.
 */
export function toNfcJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.normalize('NFC') : item));
}

/** The same value as it will travel as JSON, its text in NFC (for payloads sealed before they are sent). */
export function withNfcText<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(toNfcJson(value)) as T);
}
