import {
  FISHING_GAMES,
  isSlotGameId,
  SLOT_GAMES,
  slotDefinitionById,
  TAI_XIU_STAKES,
  type FishingDefinition,
  type SlotDefinition,
} from '@app/domain';

/**
 * A game's engine as the catalogue names it ('slot:kho-bau-rong', 'fishing:dai-duong-vang',
 * 'tai-xiu:tai-xiu'), looked up the way the sandbox provider does (apps/server sandbox-provider
 * engines.ts): a slot by game id (the shipped strips) or by a strip set's own id.
 */
export type Engine =
  | { kind: 'slot'; id: string; name: string; def: SlotDefinition; stakes: readonly number[] }
  | { kind: 'fishing'; id: string; name: string; def: FishingDefinition; stakes: readonly number[] }
  | { kind: 'tai-xiu'; id: string; name: string; stakes: readonly number[] };

export function findEngine(engine: string | null | undefined): Engine | null {
  if (!engine) return null;
  const colon = engine.indexOf(':');
  const kind = engine.slice(0, colon);
  const id = engine.slice(colon + 1);
  if (colon <= 0 || id === '') return null;
  if (kind === 'slot') {
    const def = isSlotGameId(id) ? SLOT_GAMES[id] : slotDefinitionById(id);
    return def ? { kind, id: engine, name: def.name, def, stakes: def.stakes } : null;
  }
  if (kind === 'fishing') {
    const def = Object.hasOwn(FISHING_GAMES, id) ? FISHING_GAMES[id] : undefined;
    return def ? { kind, id: engine, name: def.name, def, stakes: def.stakes } : null;
  }
  if (kind === 'tai-xiu' && id === 'tai-xiu') return { kind, id: engine, name: 'Tài Xỉu', stakes: TAI_XIU_STAKES };
  return null;
}

/** The engines the fairness check offers: every game the product ships. */
export const CHECKABLE_ENGINES: readonly Engine[] = [
  ...Object.keys(SLOT_GAMES).map((id) => `slot:${id}`),
  ...Object.keys(FISHING_GAMES).map((id) => `fishing:${id}`),
  'tai-xiu:tai-xiu',
]
  .map(findEngine)
  .filter((e): e is Engine => e !== null);

/** Symbol id → the name the game shows. */
export function symbolNamer(def: SlotDefinition): (id: string) => string {
  const names = new Map(def.symbols.map((s) => [s.id, s.name]));
  return (id) => names.get(id) ?? id;
}

/**
 * The games whose rounds the fairness check does not replay, by their engine's prefix: the shared draws
 * and tables ('lottery:mien-bac', 'baccarat:ban-1', 'xoc-dia:ban-1', whose seed is revealed for the
 * whole draw, shoe or series) and sports bets ('sportsbook:football', decided by the match's score).
 */
export type SharedEngine = 'lottery' | 'baccarat' | 'xoc-dia' | 'sportsbook';
const SHARED_ENGINES: readonly SharedEngine[] = ['lottery', 'baccarat', 'xoc-dia', 'sportsbook'];

export function sharedEngine(engine: string | null | undefined): SharedEngine | null {
  const prefix = engine?.slice(0, Math.max(0, engine.indexOf(':')));
  return SHARED_ENGINES.find((kind) => kind === prefix) ?? null;
}
