import type { OperatorCallbackQueue, OperatorProfile } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { CallbackActor, CallbacksService } from '../callbacks/service.ts';
import { appendAudit, operatorNames } from './repository.ts';
import type { Actor } from './service.ts';

/**
 * The console's side of callbacks ("Gọi lại"): the queue with operators by name, and claim, done and
 * unreachable. The callbacks module makes the change; the audit row is written in the same
 * transaction, so no step goes unaudited and a refused one leaves no row. A repeated step that
 * changes nothing is not audited again.
 */
export function createCallbackDeskService({ db, callbacks }: { db: Database; callbacks: CallbacksService }) {
  const actorOf = (operator: OperatorProfile): CallbackActor => ({ operatorId: operator.id, mayActForOthers: operator.role === 'admin' });

  async function queue(): Promise<OperatorCallbackQueue> {
    const answer = await callbacks.queue();
    const all = [...answer.open, ...answer.recent];
    const names = await operatorNames(db, all.flatMap((i) => [i.claimedBy, i.closedBy].filter((id): id is string => id !== null)));
    const ref = (id: string | null) => (id ? { id, name: names.get(id)?.displayName ?? id } : null);
    const named = (items: typeof answer.open) => items.map((i) => ({ ...i, claimedBy: ref(i.claimedBy), closedBy: ref(i.closedBy) }));
    return { serverTime: answer.serverTime, open: named(answer.open), recent: named(answer.recent) };
  }

  /** The username of the operator a step took the request from, for the audit row. */
  const usernameOf = async (trx: Database, id: string) => (await operatorNames(trx, [id])).get(id)?.username ?? id;

  return {
    queue,

    async claim(actor: Actor, id: number, note: string | undefined): Promise<OperatorCallbackQueue> {
      await db.transaction(async (trx) => {
        const { row, changed, takenFrom } = await callbacks.claim(trx, actorOf(actor.operator), id, note?.trim() || null);
        if (!changed) return;
        await appendAudit(trx, {
          operatorId: actor.operator.id,
          action: 'callback.claim',
          target: { kind: 'callback', id: String(row.id) },
          details: { phone: row.phone, note: row.claimNote, ...(takenFrom ? { takenFrom: await usernameOf(trx, takenFrom) } : {}) },
          ip: actor.ip,
        });
      });
      return queue();
    },

    async close(actor: Actor, id: number, outcome: 'done' | 'unreachable', note: string): Promise<OperatorCallbackQueue> {
      await db.transaction(async (trx) => {
        const { row, changed, claimedByOther } = await callbacks.close(trx, actorOf(actor.operator), id, outcome, note);
        if (!changed) return;
        await appendAudit(trx, {
          operatorId: actor.operator.id,
          action: outcome === 'done' ? 'callback.done' : 'callback.unreachable',
          target: { kind: 'callback', id: String(row.id) },
          details: { phone: row.phone, note: row.closeNote, ...(claimedByOther ? { claimedBy: await usernameOf(trx, claimedByOther) } : {}) },
          ip: actor.ip,
        });
      });
      return queue();
    },
  };
}

export type CallbackDeskService = ReturnType<typeof createCallbackDeskService>;
