import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';

/**
 * A deposit under review (status 2) written straight to the table, as the deposit routes would leave
 * it: these tests are about what the life cycle pushes, not how a request is created.
 */
export async function insertPendingDeposit(db: Db, memberId: string, amount: number): Promise<number> {
  const unique = randomBytes(6).toString('hex').toUpperCase();
  const row = await db
    .insertInto('payment_requests')
    .values({
      member_id: memberId,
      type: 'DEPOSIT',
      amount,
      status: 2,
      channel: 'BANK_TRANSFER',
      memo: `EV${unique}`,
      idempotency_key: `events-test-${unique}`,
      request_hash: `hash-${unique}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
