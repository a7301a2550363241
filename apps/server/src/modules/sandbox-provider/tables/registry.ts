import { BACCARAT_GAME, BACCARAT_TABLES } from './baccarat/game.ts';
import type { AnyTableDef, TableDef, TableGame } from './game.ts';
import type { TableRegistry } from './rounds.ts';
import { XOC_DIA_GAME, XOC_DIA_TABLES } from './xoc-dia/game.ts';

/** Every live table of every game the engine runs. */
export const ALL_TABLES: readonly AnyTableDef[] = [...BACCARAT_TABLES, ...XOC_DIA_TABLES];

/** Each table by id, and each game by name: what the ticker and the settlement go through. */
export function tableRegistry(tables: readonly AnyTableDef[] = ALL_TABLES): TableRegistry {
  const byId: Record<string, AnyTableDef> = {};
  const prefixes = new Set<string>();
  for (const table of tables) {
    // The engine's rows are keyed by table id, and series ids by prefix: neither may be shared by two tables.
    if (Object.hasOwn(byId, table.id) || prefixes.has(table.seriesPrefix)) throw new Error(`live tables: table id '${table.id}' or series prefix '${table.seriesPrefix}' used twice`);
    byId[table.id] = table;
    prefixes.add(table.seriesPrefix);
  }
  const games: Record<string, TableGame> = { [BACCARAT_GAME.game]: BACCARAT_GAME, [XOC_DIA_GAME.game]: XOC_DIA_GAME };
  return { tables: byId, games };
}

export const TABLES = tableRegistry();

/** The table of `tables` an engine names ('baccarat:ban-1'), or null. */
export function tableOfEngine<T extends Pick<TableDef, 'engine'>>(tables: readonly T[], engine: string): T | null {
  return tables.find((t) => t.engine === engine) ?? null;
}

/** The game's name for an engine the tables play ('Xóc Đĩa Bàn 1'), or null: what engines.ts's engineGameName asks. */
export function tableGameName(engine: string): string | null {
  return ALL_TABLES.find((t) => t.engine === engine)?.name ?? null;
}
