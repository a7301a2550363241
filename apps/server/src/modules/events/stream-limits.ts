/** Open streams a member may hold on one instance: a tab or two per device, bounded so no one fills memory. */
export const MAX_STREAMS_PER_MEMBER = 10;

/**
 * The event streams open on this instance: a count per member (the limit) and a way to end them
 * all when the server shuts down (an open stream would otherwise hold the close forever).
 */
export function createStreamRegistry(limit = MAX_STREAMS_PER_MEMBER) {
  const counts = new Map<string, number>();
  const enders = new Set<() => void>();

  return {
    /** Reserves a place for the member's new stream; the returned release frees it, or null at the limit. */
    reserve(memberId: string): (() => void) | null {
      const count = counts.get(memberId) ?? 0;
      if (count >= limit) return null;
      counts.set(memberId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(memberId) ?? 1) - 1;
        if (left > 0) counts.set(memberId, left);
        else counts.delete(memberId);
      };
    },
    /** Registers how to end an open stream; the returned function forgets it once it has ended. */
    track(end: () => void): () => void {
      enders.add(end);
      return () => enders.delete(end);
    },
    endAll(): void {
      for (const end of [...enders]) end();
    },
    /** How many streams are open on this instance (the metrics' gauge). */
    open(): number {
      return enders.size;
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
