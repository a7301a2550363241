import type { TableLimitsChangeResponse, TableLimitSetBody, TableLimitsResponse } from '@app/contract/sandbox-tables';
import { tableLimitProblem } from '@app/domain/casino';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { betKindsOf, type AnyTableDef, type BetLimit, type TableDef } from './game.ts';
import * as repo from './limits-repository.ts';
import { TABLE_DESK_MESSAGES as M } from './messages.ts';
import { ALL_TABLES } from './registry.ts';

/**
 * The live tables' limits per cửa (issue 11): the table's definition in code, unless an operator has
 * set them (through the platform's console, over the signed trading API). A bet is checked against the
 * limits read in its own transaction, so a change applies to the next bet; a bet placed keeps what it
 * was accepted under.
 */

const limitOf = (row: repo.LimitRow | undefined, fallback: BetLimit): BetLimit =>
  row ? { min: Number(row.min_stake), max: Number(row.max_stake) } : { min: fallback.min, max: fallback.max };

function merged<K extends string>(table: TableDef<K, unknown, unknown>, rows: readonly repo.LimitRow[]): Record<K, BetLimit> {
  const byKind = new Map(rows.filter((r) => r.table_id === table.id).map((r) => [r.kind, r]));
  return Object.fromEntries(betKindsOf(table.game).map((kind) => [kind, limitOf(byKind.get(kind), table.limits[kind])])) as Record<K, BetLimit>;
}

/** A table's limits now; in a bet's transaction, `share` keeps a change to them from landing before its commit. */
export async function currentLimits<K extends string>(db: Database, table: TableDef<K, unknown, unknown>, options: { lock?: 'share' } = {}): Promise<Record<K, BetLimit>> {
  return merged(table, await repo.tableLimitRows(db, table.id, options));
}

async function limitsList(db: Database, tables: readonly AnyTableDef[]): Promise<TableLimitsResponse> {
  const rows = await repo.allLimitRows(db);
  return {
    tables: tables.map((table) => ({
      tableId: table.id,
      name: table.name,
      game: table.game.game,
      limits: betKindsOf(table.game).map((kind) => {
        // A table's definition names a limit for each of its game's cửa (TableDef's type holds it to that).
        const defaults = table.limits[kind]!;
        const row = rows.find((r) => r.table_id === table.id && r.kind === kind);
        return { kind, name: table.game.bets[kind]!.name, ...limitOf(row, defaults), defaults: { min: defaults.min, max: defaults.max }, updatedAt: row ? new Date(row.updated_at).toISOString() : null };
      }),
    })),
  };
}

/** The provider's limits desk: every table's limits, and a change on one cửa (refused, changing nothing, outside 1,000 ≤ min ≤ max ≤ 1,000,000,000). */
export function createTableTrading({ db, now, tables = ALL_TABLES }: { db: Database; now: () => number; tables?: readonly AnyTableDef[] }) {
  return {
    limits: () => limitsList(db, tables),
    async setLimits(body: TableLimitSetBody): Promise<TableLimitsChangeResponse> {
      const table = tables.find((t) => t.id === body.tableId);
      if (!table) throw new HttpError(404, M.tableUnknown);
      if (!Object.hasOwn(table.game.bets, body.kind)) throw badRequest(M.kindUnknown(table.name));
      const limit = { min: body.min, max: body.max };
      const problem = tableLimitProblem(limit);
      if (problem) throw badRequest(problem);
      const before = await db.transaction(async (txn) => {
        const was = limitOf((await repo.findLimitRow(txn, table.id, body.kind)) ?? undefined, table.limits[body.kind]!);
        await repo.saveLimit(txn, { tableId: table.id, kind: body.kind, ...limit, at: new Date(now()) });
        return was;
      });
      return { ...(await limitsList(db, tables)), tableId: table.id, kind: body.kind, before };
    },
  };
}

export type TableTrading = ReturnType<typeof createTableTrading>;
