import { exactSlotStats, FISHING_GAMES, isSlotGameId, slotDefinitionById, SLOT_GAMES } from '@app/domain';

const known = new Map<string, number | null>();

/**
 * The theoretical return a game publishes on its info screen, from the engine the catalogue names
 * ('slot:kho-bau-rong' → the exact RTP of its strips, 'fishing:…' → the RTP every shot is set to).
 * Null where the return depends on the member's choice (Tài Xỉu: Tài/Xỉu and Bộ ba differ) or the
 * engine is not ours. Computed once per engine.
 */
export function publishedRtp(engine: string | null): number | null {
  if (!engine) return null;
  if (!known.has(engine)) known.set(engine, compute(engine));
  return known.get(engine)!;
}

function compute(engine: string): number | null {
  const colon = engine.indexOf(':');
  const kind = engine.slice(0, colon);
  const id = engine.slice(colon + 1);
  if (kind === 'slot') {
    const def = isSlotGameId(id) ? SLOT_GAMES[id] : slotDefinitionById(id);
    return def ? exactSlotStats(def).rtp : null;
  }
  if (kind === 'fishing') {
    const def = Object.hasOwn(FISHING_GAMES, id) ? FISHING_GAMES[id] : undefined;
    return def ? def.rtpBasisPoints / 10_000 : null;
  }
  return null;
}
