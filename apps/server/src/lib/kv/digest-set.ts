/**
 * A set of 128-bit digests, each remembered for its own time, holding no object per entry: what a
 * single instance remembers of every signed request (the seen signatures) without a heap object, a
 * string and a map slot for each (some 250 bytes a request, kept five minutes, and every one a survivor
 * for the garbage collector to copy). Here an entry is four 32-bit words in a typed array.
 *
 * Entries are grouped by when they expire into generations a span long (a minute by default): an entry
 * lives in the generation whose end is the first span boundary at or after its expiry, so it is kept
 * at most a span longer than asked. A generation is dropped whole once its end has passed; nothing is
 * swept entry by entry. Each generation is an open-addressing table (linear probing) indexed by a
 * mix of the digest's words. When half full it doubles a little at a time: the entries move to the
 * table twice its size a few slots with each add, the old table still searched until the last has
 * moved. (Rehashed at once, half a million entries held the event loop 59 ms: every request waited.)
 */

const WORDS = 4;
const FIRST_SLOTS = 1024;
/**
 * Slots of the outgrown table moved on with each add. An outgrown table of S slots holds S/2 entries;
 * the table of 2S slots it moves to is half full once it holds those and S/2 new ones, so moving S
 * slots in S/2 adds takes 2 a time; 8 finish the move a quarter of the way there.
 */
const MOVED_PER_ADD = 8;

type Table = { words: Uint32Array; mask: number; used: number };
/** `outgrown`: the table being emptied into `table` (`moved` entries so far, from slot `nextToMove` on); still searched meanwhile. */
type Generation = { end: number; table: Table; outgrown?: Table; nextToMove: number; moved: number };

function newTable(slots: number): Table {
  return { words: new Uint32Array(slots * WORDS), mask: slots - 1, used: 0 };
}

/**
 * Where a digest's probe starts: its four words mixed (MurmurHash3's finaliser), so a key whose words
 * are not uniform each (one made of a token's bits and a signature's) still spreads over the table.
 */
export function firstSlot(w0: number, w1: number, w2: number, w3: number, mask: number): number {
  let h = w0 ^ Math.imul(w1, 0xcc9e2d51) ^ Math.imul(w2, 0x1b873593) ^ Math.imul(w3, 0xe6546b64);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & mask;
}

/** The slot holding the digest, or the empty slot where it would go. */
function slotOf(g: Table, w0: number, w1: number, w2: number, w3: number): number {
  const { words, mask } = g;
  for (let slot = firstSlot(w0, w1, w2, w3, mask); ; slot = (slot + 1) & mask) {
    const at = slot * WORDS;
    const s3 = words[at + 3]!;
    // Word 3 always has its low bit set in a stored digest (see add), so 0 marks an empty slot.
    if (s3 === 0) return slot;
    if (s3 === w3 && words[at] === w0 && words[at + 1] === w1 && words[at + 2] === w2) return slot;
  }
}

/** A little-endian 32-bit word of the digest. */
function word(d: Uint8Array, at: number): number {
  return (d[at]! | (d[at + 1]! << 8) | (d[at + 2]! << 16) | (d[at + 3]! << 24)) >>> 0;
}

/** Slots for a table that will hold about n entries at most half full: a power of two. */
function slotsFor(n: number): number {
  let slots = FIRST_SLOTS;
  while (slots < n * 2) slots *= 2;
  return slots;
}

function put(g: Table, slot: number, w0: number, w1: number, w2: number, w3: number): void {
  const at = slot * WORDS;
  g.words[at] = w0;
  g.words[at + 1] = w1;
  g.words[at + 2] = w2;
  g.words[at + 3] = w3;
  g.used++;
}

function holds(g: Table, w0: number, w1: number, w2: number, w3: number): boolean {
  return g.words[slotOf(g, w0, w1, w2, w3) * WORDS + 3] !== 0;
}

/** Moves the next few slots of the generation's outgrown table into its table; drops it once emptied. */
function moveOn(g: Generation): void {
  const from = g.outgrown!;
  const { words } = from;
  const stop = Math.min(g.nextToMove + MOVED_PER_ADD, from.mask + 1);
  for (let slot = g.nextToMove; slot < stop; slot++) {
    const at = slot * WORDS;
    const w3 = words[at + 3]!;
    if (w3 === 0) continue;
    const w0 = words[at]!;
    const w1 = words[at + 1]!;
    const w2 = words[at + 2]!;
    put(g.table, slotOf(g.table, w0, w1, w2, w3), w0, w1, w2, w3);
    g.moved++;
  }
  g.nextToMove = stop;
  if (stop > from.mask) g.outgrown = undefined;
}

/** A generation's entries: an outgrown table's moved ones are counted once, in the table they moved to. */
const entries = (g: Generation) => g.table.used + (g.outgrown === undefined ? 0 : g.outgrown.used - g.moved);

export type DigestSet = {
  /** Adds the digest (its first 16 bytes) for ttlMs; false when it is already there. */
  add(digest: Uint8Array, ttlMs: number): boolean;
  /** Digests held, bytes their tables take, and whether a table is being outgrown (for tests and benches). */
  size(): { entries: number; bytes: number; moving: boolean };
};

export function createDigestSet(now: () => number, spanMs = 60_000): DigestSet {
  /** Live generations, by end. */
  let generations: Generation[] = [];

  return {
    add(digest, ttlMs) {
      if (digest.length < 16) throw new Error('a digest of at least 16 bytes');
      const at = now();
      if (generations.length && generations[0]!.end <= at) generations = generations.filter((g) => g.end > at);
      const w0 = word(digest, 0);
      const w1 = word(digest, 4);
      const w2 = word(digest, 8);
      // One bit given up so a stored digest is never all zeros (the empty slot): 127 bits remain.
      const w3 = (word(digest, 12) | 1) >>> 0;
      for (const g of generations) {
        if (holds(g.table, w0, w1, w2, w3) || (g.outgrown !== undefined && holds(g.outgrown, w0, w1, w2, w3))) return false;
      }
      const end = Math.ceil((at + Math.max(1, ttlMs)) / spanMs) * spanMs;
      let index = generations.findIndex((g) => g.end >= end);
      if (index === -1 || generations[index]!.end !== end) {
        // Sized for what the newest generation took in its span, so a busy minute does not regrow from nothing.
        const newest = generations.at(-1);
        const g: Generation = { end, table: newTable(slotsFor(newest ? entries(newest) : 0)), nextToMove: 0, moved: 0 };
        index = index === -1 ? generations.length : index;
        generations = [...generations.slice(0, index), g, ...generations.slice(index)];
      }
      const g = generations[index]!;
      if (g.outgrown !== undefined) moveOn(g);
      else if ((g.table.used + 1) * 2 > g.table.mask + 1) {
        g.outgrown = g.table;
        g.table = newTable((g.table.mask + 1) * 2);
        g.nextToMove = 0;
        g.moved = 0;
        moveOn(g);
      }
      put(g.table, slotOf(g.table, w0, w1, w2, w3), w0, w1, w2, w3);
      return true;
    },
    size() {
      return {
        entries: generations.reduce((s, g) => s + entries(g), 0),
        bytes: generations.reduce((s, g) => s + g.table.words.byteLength + (g.outgrown?.words.byteLength ?? 0), 0),
        moving: generations.some((g) => g.outgrown !== undefined),
      };
    },
  };
}
