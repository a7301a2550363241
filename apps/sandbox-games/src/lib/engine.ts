/** A game's engine as the provider names it: '<kind>:<definition id>', e.g. 'slot:kho-bau-rong'. */
export type EngineKind = 'slot' | 'fishing' | 'tai-xiu' | 'lottery' | 'baccarat' | 'sportsbook' | 'xoc-dia';
export type Engine = { kind: EngineKind; id: string };

const KINDS: readonly EngineKind[] = ['slot', 'fishing', 'tai-xiu', 'lottery', 'baccarat', 'sportsbook', 'xoc-dia'];

export function parseEngine(engine: string): Engine | null {
  const colon = engine.indexOf(':');
  if (colon <= 0) return null;
  const kind = engine.slice(0, colon);
  const id = engine.slice(colon + 1);
  if (!id || !(KINDS as readonly string[]).includes(kind)) return null;
  return { kind: kind as EngineKind, id };
}
