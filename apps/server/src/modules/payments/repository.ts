import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BankCardsTable, Database, PaymentRequestType, PaymentRequestsTable } from '../../db/types.ts';

/** Kysely only (house style): the rules live in the services. */
type Executor = Kysely<Database> | Transaction<Database>;
export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
export type BankCardRow = Selectable<BankCardsTable>;

/** Stored from text on the server, as the ledger does: PGlite and pg would serialise a jsonb parameter differently. */
const jsonb = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as jsonb)`;

/**
 * Serialises a member's own money requests (the open-deposit and card counts, a duplicate key sent
 * twice at once): the second waits for the first to commit and then sees what it wrote. Taken first,
 * before any ledger account, and as FOR NO KEY UPDATE: the foreign-key checks of a transfer's ledger
 * rows (FOR KEY SHARE on this row) never wait behind it, so a withdrawal and a transfer cannot deadlock.
 */
export async function lockMember(trx: Transaction<Database>, memberId: string): Promise<void> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().executeTakeFirstOrThrow();
}

export function findRequestByKey(db: Executor, memberId: string, type: PaymentRequestType, idempotencyKey: string) {
  return db
    .selectFrom('payment_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findMemberRequest(db: Executor, memberId: string, type: PaymentRequestType, id: number) {
  return db.selectFrom('payment_requests').selectAll().where('id', '=', id).where('member_id', '=', memberId).where('type', '=', type).executeTakeFirst();
}

export function findRequest(db: Executor, id: number) {
  return db.selectFrom('payment_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countOpenDeposits(db: Executor, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('status', 'in', [2, 3])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type NewDeposit = { memberId: string; channel: string; amount: number; memo: string; provider: string; idempotencyKey: string; requestHash: string };

/** undefined when the memo is already taken (the caller draws another); status 2 is the column's default. */
export function insertDeposit(trx: Transaction<Database>, d: NewDeposit) {
  return trx
    .insertInto('payment_requests')
    .values({
      member_id: d.memberId,
      type: 'DEPOSIT',
      amount: d.amount,
      channel: d.channel,
      memo: d.memo,
      provider: d.provider,
      idempotency_key: d.idempotencyKey,
      request_hash: d.requestHash,
    })
    .onConflict((oc) => oc.column('memo').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function setInstructions(trx: Transaction<Database>, id: number, instructions: unknown) {
  return trx.updateTable('payment_requests').set({ instructions: jsonb(instructions) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Keeps the answer the request got, once (the database refuses to change it afterwards). */
export async function saveFirstAnswer(trx: Transaction<Database>, id: number, answer: unknown): Promise<void> {
  await trx.updateTable('payment_requests').set({ first_answer: jsonb(answer) }).where('id', '=', id).execute();
}

type NewWithdrawal = { memberId: string; amount: number; bankCardId: number; idempotencyKey: string; requestHash: string };

export function insertWithdrawal(trx: Transaction<Database>, w: NewWithdrawal) {
  return trx
    .insertInto('payment_requests')
    .values({
      member_id: w.memberId,
      type: 'WITHDRAWAL',
      amount: w.amount,
      bank_card_id: w.bankCardId,
      idempotency_key: w.idempotencyKey,
      request_hash: w.requestHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The first line of a request's status history: the member asked, it is under review. */
export function recordCreated(trx: Transaction<Database>, requestId: number, memberId: string) {
  return trx
    .insertInto('payment_request_events')
    .values({ request_id: requestId, from_status: null, to_status: 2, actor_kind: 'member', actor_id: memberId, reason: null })
    .execute();
}

// ------------------------------------------------------------------------------------------ bank cards

export function memberCards(db: Executor, memberId: string) {
  return db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findMemberCard(db: Executor, memberId: string, id: number) {
  return db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function countCards(db: Executor, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('bank_cards')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** undefined when the member already has this bank + account. */
export function insertCard(trx: Transaction<Database>, c: { memberId: string; bankCode: number; accountNumber: string; holderName: string }) {
  return trx
    .insertInto('bank_cards')
    .values({ member_id: c.memberId, bank_code: c.bankCode, account_number: c.accountNumber, holder_name: c.holderName })
    .onConflict((oc) => oc.columns(['member_id', 'bank_code', 'account_number']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
