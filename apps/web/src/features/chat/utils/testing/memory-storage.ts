import type { KeyValueStorage } from '../outbox.ts';

/** localStorage as the chat sees it, in memory; `full` refuses writes as a full storage does. */
export function memoryStorage(): KeyValueStorage & Pick<Storage, 'removeItem'> & { full: boolean; data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    full: false,
    getItem: (key) => data.get(key) ?? null,
    setItem(key, value) {
      if (this.full) throw new DOMException('quota', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}
