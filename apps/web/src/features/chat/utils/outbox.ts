import type { ChatImageType } from '@app/contract/chat';

/**
 * Messages typed here that the server has not confirmed yet, kept in localStorage so a reload or a
 * dropped connection loses none: each is sent again with its own clientId until an answer (or the
 * stream) shows it stored, and the server stores a clientId once.
 */
export type OutboxEntry = {
  clientId: string;
  text?: string;
  image?: { contentType: ChatImageType; data: string };
  /** A visitor's first message: how to be called, and a phone or e-mail when no agent is on duty. */
  visitorName?: string;
  contact?: string;
  /** ms since the epoch, for the order on screen. */
  queuedAt: number;
};

/** What the outbox needs of localStorage (a test hands it a Map-backed stand-in). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<OutboxEntry>;
  return typeof e.clientId === 'string' && typeof e.queuedAt === 'number' && (typeof e.text === 'string' || typeof e.image === 'object');
}

/** The stored entries; damaged storage reads as empty. */
export function readOutbox(storage: KeyValueStorage, key: string): OutboxEntry[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * Read, change, write: another tab of the same site may have added or removed entries since this one
 * last looked, so the stored list, not this tab's copy, is what changes. False when the storage
 * refused (full: a large image), in which case the entry lives only as long as the page.
 */
function updateOutbox(storage: KeyValueStorage, key: string, change: (entries: OutboxEntry[]) => OutboxEntry[]): boolean {
  try {
    storage.setItem(key, JSON.stringify(change(readOutbox(storage, key))));
    return true;
  } catch {
    return false;
  }
}

export function addToOutbox(storage: KeyValueStorage, key: string, entry: OutboxEntry): boolean {
  return updateOutbox(storage, key, (entries) => [...entries.filter((e) => e.clientId !== entry.clientId), entry]);
}

export function removeFromOutbox(storage: KeyValueStorage, key: string, clientIds: Iterable<string>): void {
  const gone = new Set(clientIds);
  if (gone.size > 0) updateOutbox(storage, key, (entries) => entries.filter((e) => !gone.has(e.clientId)));
}

/**
 * A message id the server accepts (a UUID). crypto.randomUUID exists only in secure contexts, and the
 * site may be opened over plain http on a backup host, so a v4 UUID is built from random bytes there.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
