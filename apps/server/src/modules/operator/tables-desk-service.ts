import type { TableLimit, TableLimitsChangeResponse, TableLimitSetBody } from '@app/contract/sandbox-tables';
import { formatMoney } from '@app/domain';
import type { Database } from '../../db/database.ts';
import type { TablesTrading } from '../games/service.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

/** "tối thiểu 10,000 · tối đa 2,000,000": a cửa's limits as the audit log shows them (VND). */
const limitText = (limit: TableLimit) => `tối thiểu ${formatMoney(limit.min)} · tối đa ${formatMoney(limit.max)}`;

/**
 * The console's side of the live tables' limits desk: each change is made by the provider (over signed
 * HTTP, games/providers/tables-trading.ts), then written to the audit log with the limits before and
 * after. A change the provider refuses leaves no audit row.
 */
export function createTablesDeskService(deps: { db: Database; trading: TablesTrading }) {
  const { db, trading } = deps;
  return {
    limits: () => trading.limits(),
    async setLimits(actor: Actor, body: TableLimitSetBody): Promise<TableLimitsChangeResponse> {
      const answer = await trading.setLimits(body);
      const table = answer.tables.find((t) => t.tableId === body.tableId);
      const row = table?.limits.find((l) => l.kind === body.kind);
      await appendAudit(db, {
        operatorId: actor.operator.id,
        action: 'table.limits_change',
        target: { kind: 'live_table', id: body.tableId },
        details: {
          table: table?.name ?? body.tableId,
          kind: row?.name ?? body.kind,
          before: limitText(answer.before),
          after: limitText(row ?? body),
        },
        ip: actor.ip,
      });
      return answer;
    },
  };
}

export type TablesDeskService = ReturnType<typeof createTablesDeskService>;
