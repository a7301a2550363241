import { sql, type Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { GameWalletsTable } from '../../../db/types.ts';

export type GameTransferRow = {
  orderId: string;
  memberId: string;
  providerCode: string;
  direction: 'in' | 'out';
  amount: number;
  status: 'pending' | 'applied' | 'refused';
  reason: string | null;
  ledgerTransactionId: number | null;
  idempotencyKey: string;
  requestHash: string;
  attempts: number;
  createdAt: Date;
};

const columns = [
  'order_id',
  'member_id',
  'provider_code',
  'direction',
  'amount',
  'status',
  'reason',
  'ledger_transaction_id',
  'idempotency_key',
  'request_hash',
  'attempts',
  'created_at',
] as const;

type Row = { [K in (typeof columns)[number]]: unknown };
function toTransfer(r: Row): GameTransferRow {
  return {
    orderId: r.order_id as string,
    memberId: r.member_id as string,
    providerCode: r.provider_code as string,
    direction: r.direction as 'in' | 'out',
    amount: Number(r.amount),
    status: r.status as GameTransferRow['status'],
    reason: r.reason as string | null,
    ledgerTransactionId: r.ledger_transaction_id === null ? null : Number(r.ledger_transaction_id),
    idempotencyKey: r.idempotency_key as string,
    requestHash: r.request_hash as string,
    attempts: Number(r.attempts),
    createdAt: new Date(r.created_at as string | Date),
  };
}

export async function findTransfer(db: Database, orderId: string): Promise<GameTransferRow | undefined> {
  const row = await db.db.selectFrom('game_transfers').select(columns).where('order_id', '=', orderId).executeTakeFirst();
  return row && toTransfer(row);
}

/** Under the row lock: the one settling an order is the only one (the request and the job may race). */
export async function lockTransfer(db: Database, orderId: string): Promise<GameTransferRow | undefined> {
  db.assertTransaction();
  const row = await db.db.selectFrom('game_transfers').select(columns).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
  return row && toTransfer(row);
}

/** The order as written, or undefined when a copy of it was written first (the same order id). */
export async function insertTransfer(
  db: Database,
  t: { orderId: string; memberId: string; providerCode: string; direction: 'in' | 'out'; amount: number; idempotencyKey: string; requestHash: string; at: Date },
): Promise<GameTransferRow | undefined> {
  const row = await db.db
    .insertInto('game_transfers')
    .values({
      order_id: t.orderId,
      member_id: t.memberId,
      provider_code: t.providerCode,
      direction: t.direction,
      amount: t.amount,
      status: 'pending',
      idempotency_key: t.idempotencyKey,
      request_hash: t.requestHash,
      created_at: t.at,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row && toTransfer(row);
}

export async function markTransfer(
  db: Database,
  orderId: string,
  change: { status: 'applied' | 'refused'; reason?: string | null; ledgerTransactionId?: number | null; at: Date },
): Promise<GameTransferRow> {
  const row = await db.db
    .updateTable('game_transfers')
    .set({
      status: change.status,
      reason: change.reason ?? null,
      settled_at: change.at,
      ...(change.ledgerTransactionId !== undefined ? { ledger_transaction_id: change.ledgerTransactionId } : {}),
    })
    .where('order_id', '=', orderId)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toTransfer(row);
}

export async function setLedgerTransaction(db: Database, orderId: string, id: number): Promise<void> {
  await db.db.updateTable('game_transfers').set({ ledger_transaction_id: id }).where('order_id', '=', orderId).execute();
}

export async function countAttempt(db: Database, orderId: string): Promise<void> {
  await db.db.updateTable('game_transfers').set({ attempts: sql`attempts + 1` }).where('order_id', '=', orderId).execute();
}

/** Orders still waiting for a definite answer, oldest first, created at `before` or earlier. */
export async function pendingTransfers(db: Database, before: Date, limit: number): Promise<GameTransferRow[]> {
  const rows = await db.db
    .selectFrom('game_transfers')
    .select(columns)
    .where('status', '=', 'pending')
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map(toTransfer);
}

/** Adds to one member's running figures at one provider (creating the row on first use). */
export async function addToGameWallet(
  db: Database,
  memberId: string,
  providerCode: string,
  delta: { transfersIn?: number; transfersOut?: number; stakes?: number; wins?: number },
  at: Date,
): Promise<void> {
  const values = {
    transfers_in: delta.transfersIn ?? 0,
    transfers_out: delta.transfersOut ?? 0,
    stakes: delta.stakes ?? 0,
    wins: delta.wins ?? 0,
  };
  await db.db
    .insertInto('game_wallets')
    .values({ member_id: memberId, provider_code: providerCode, ...values, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['member_id', 'provider_code']).doUpdateSet({
        transfers_in: sql`game_wallets.transfers_in + excluded.transfers_in`,
        transfers_out: sql`game_wallets.transfers_out + excluded.transfers_out`,
        stakes: sql`game_wallets.stakes + excluded.stakes`,
        wins: sql`game_wallets.wins + excluded.wins`,
        updated_at: at,
      }),
    )
    .execute();
}

export type GameWalletRow = { providerCode: string; transfersIn: number; transfersOut: number; stakes: number; wins: number; balance: number };

function gameWalletRow(r: Selectable<GameWalletsTable>): GameWalletRow {
  const w = { transfersIn: Number(r.transfers_in), transfersOut: Number(r.transfers_out), stakes: Number(r.stakes), wins: Number(r.wins) };
  return { providerCode: r.provider_code, ...w, balance: w.transfersIn - w.transfersOut + w.wins - w.stakes };
}

export async function gameWallets(db: Database, memberId: string): Promise<GameWalletRow[]> {
  const rows = await db.db.selectFrom('game_wallets').selectAll().where('member_id', '=', memberId).execute();
  return rows.map(gameWalletRow);
}

/** Several members' game wallets in one statement, each row with its member. */
export async function gameWalletsOf(db: Database, memberIds: readonly string[]): Promise<Array<GameWalletRow & { memberId: string }>> {
  if (memberIds.length === 0) return [];
  const rows = await db.db
    .selectFrom('game_wallets')
    .selectAll()
    .where(sql<boolean>`member_id = any(${[...memberIds]}::text[])`)
    .execute();
  return rows.map((r) => ({ memberId: r.member_id, ...gameWalletRow(r) }));
}

/** Every (member, provider) pair with any activity, for the reconciliation job, in pages. */
export async function gameWalletPage(db: Database, after: { memberId: string; providerCode: string } | null, limit: number) {
  let q = db.db.selectFrom('game_wallets').selectAll().orderBy('member_id').orderBy('provider_code').limit(limit);
  if (after) {
    q = q.where((eb) =>
      eb.or([eb('member_id', '>', after.memberId), eb.and([eb('member_id', '=', after.memberId), eb('provider_code', '>', after.providerCode)])]),
    );
  }
  const rows = await q.execute();
  return rows.map((r) => ({
    memberId: r.member_id,
    providerCode: r.provider_code,
    balance: Number(r.transfers_in) - Number(r.transfers_out) + Number(r.wins) - Number(r.stakes),
  }));
}

export async function pendingOrdersOf(db: Database, memberId: string, providerCode: string): Promise<number> {
  const row = await db.db
    .selectFrom('game_transfers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('provider_code', '=', providerCode)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Raises an alert: one open alert per member and provider. The job runs every few seconds, and one
 * lasting difference is one alert for the console, not one a run; a difference that moves while its
 * alert is open (records still arriving, play going on) updates that alert's figures, so the console
 * never lists a difference that no longer exists beside the one that does. A difference an operator
 * has resolved (the latest alert of the pair, with the same figures) is not raised again: they looked
 * at it and wrote what they found; once it moves, it is a new alert. Instances running the job at
 * once take turns per member and provider (an advisory lock for the transaction).
 */
export async function raiseAlert(db: Database, a: { memberId: string; providerCode: string; expected: number; actual: number; at: Date }): Promise<void> {
  await db.transaction(async (txn) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`game-alert:${a.memberId}:${a.providerCode}`}))`.execute(txn.db);
    // The pair's latest alert: the open one when there is one (it is always the latest: resolving the
    // open one comes before any new one is raised).
    const latest = await txn.db
      .selectFrom('game_alerts')
      .select(['id', 'expected_balance', 'provider_balance', 'resolved_at'])
      .where('member_id', '=', a.memberId)
      .where('provider_code', '=', a.providerCode)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const same = latest !== undefined && Number(latest.expected_balance) === a.expected && Number(latest.provider_balance) === a.actual;
    if (same) return;
    if (latest && latest.resolved_at === null) {
      await txn.db.updateTable('game_alerts').set({ expected_balance: a.expected, provider_balance: a.actual }).where('id', '=', latest.id).execute();
      return;
    }
    await txn.db
      .insertInto('game_alerts')
      .values({ member_id: a.memberId, provider_code: a.providerCode, expected_balance: a.expected, provider_balance: a.actual, created_at: a.at })
      .execute();
  });
}

export async function findMoveAnswer(db: Database, memberId: string, idempotencyKey: string) {
  const row = await db.db
    .selectFrom('game_move_answers')
    .select(['request_hash', 'response'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, response: JSON.parse(row.response) as unknown };
}

/** Keeps the first answer: a copy that raced this one and stored first wins. */
export async function storeMoveAnswer(db: Database, a: { memberId: string; idempotencyKey: string; requestHash: string; response: unknown }): Promise<boolean> {
  const result = await db.db
    .insertInto('game_move_answers')
    .values({ member_id: a.memberId, idempotency_key: a.idempotencyKey, request_hash: a.requestHash, response: JSON.stringify(a.response) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
