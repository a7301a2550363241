import type { MaintenanceCreateBody, OperatorMaintenanceList } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { MaintenanceService } from '../maintenance/service.ts';
import { appendAudit, operatorNames } from './repository.ts';
import type { Actor } from './service.ts';

/**
 * The console's side of maintenance: list, schedule (or start now) and end or cancel windows. The
 * maintenance module makes the change; the audit row is written in the same transaction, so no switch
 * goes unaudited and a refused one leaves no row.
 */
export function createMaintenanceAdminService({ db, maintenance }: { db: Database; maintenance: MaintenanceService }) {
  /** The windows with who made and who ended each by username (the module keeps operator ids). */
  async function list(): Promise<OperatorMaintenanceList> {
    const answer = await maintenance.list();
    const names = await operatorNames(db, answer.windows.flatMap((w) => (w.endedBy ? [w.createdBy, w.endedBy] : [w.createdBy])));
    const name = (id: string) => names.get(id)?.username ?? id;
    return { ...answer, windows: answer.windows.map((w) => ({ ...w, createdBy: name(w.createdBy), endedBy: w.endedBy ? name(w.endedBy) : null })) };
  }

  return {
    list,

    async create(actor: Actor, body: MaintenanceCreateBody): Promise<OperatorMaintenanceList> {
      await db.transaction(async (trx) => {
        const w = await maintenance.create(trx, actor.operator.id, body);
        await appendAudit(trx, {
          operatorId: actor.operator.id,
          action: 'maintenance.create',
          target: { kind: 'maintenance', id: String(w.id) },
          details: { area: w.area, provider: w.providerCode, message: w.message, startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString() },
          ip: actor.ip,
        });
      });
      return list();
    },

    async end(actor: Actor, id: number): Promise<OperatorMaintenanceList> {
      await db.transaction(async (trx) => {
        const w = await maintenance.end(trx, actor.operator.id, id);
        await appendAudit(trx, {
          operatorId: actor.operator.id,
          action: 'maintenance.end',
          target: { kind: 'maintenance', id: String(w.id) },
          details: { area: w.area, provider: w.providerCode, endsAt: w.endsAt.toISOString() },
          ip: actor.ip,
        });
      });
      return list();
    },
  };
}

export type MaintenanceAdminService = ReturnType<typeof createMaintenanceAdminService>;
