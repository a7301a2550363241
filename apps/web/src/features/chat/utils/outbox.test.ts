import { describe, expect, it } from 'vitest';
import { addToOutbox, newClientId, readOutbox, removeFromOutbox } from './outbox.ts';
import { memoryStorage } from './testing/memory-storage.ts';

const KEY = 'chat-outbox:guest';

describe('chat outbox', () => {
  it('keeps entries across a reload, once per clientId, and lets confirmed ones go', () => {
    const storage = memoryStorage();
    addToOutbox(storage, KEY, { clientId: 'a', text: 'một', queuedAt: 1 });
    addToOutbox(storage, KEY, { clientId: 'b', text: 'hai', queuedAt: 2 });
    addToOutbox(storage, KEY, { clientId: 'a', text: 'một', queuedAt: 1 });
    expect(readOutbox(storage, KEY).map((e) => e.clientId)).toEqual(['b', 'a']);
    removeFromOutbox(storage, KEY, ['a']);
    expect(readOutbox(storage, KEY)).toEqual([{ clientId: 'b', text: 'hai', queuedAt: 2 }]);
  });

  it('changes the stored list, not a stale copy: another tab’s entries survive', () => {
    const storage = memoryStorage();
    addToOutbox(storage, KEY, { clientId: 'tab1', text: 'x', queuedAt: 1 });
    // Another tab adds one directly.
    storage.setItem(KEY, JSON.stringify([...readOutbox(storage, KEY), { clientId: 'tab2', text: 'y', queuedAt: 2 }]));
    removeFromOutbox(storage, KEY, ['tab1']);
    expect(readOutbox(storage, KEY).map((e) => e.clientId)).toEqual(['tab2']);
  });

  it('reads damaged storage as empty and skips entries that are not messages', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{not json');
    expect(readOutbox(storage, KEY)).toEqual([]);
    storage.setItem(KEY, JSON.stringify([{ clientId: 'a' }, null, { clientId: 'b', text: 'ok', queuedAt: 1 }]));
    expect(readOutbox(storage, KEY).map((e) => e.clientId)).toEqual(['b']);
  });

  it('says when a full storage refused the entry', () => {
    const storage = memoryStorage();
    storage.full = true;
    expect(addToOutbox(storage, KEY, { clientId: 'a', text: 'x', queuedAt: 1 })).toBe(false);
  });

  it('makes ids the server takes (UUIDs)', () => {
    const id = newClientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(id);
  });
});
