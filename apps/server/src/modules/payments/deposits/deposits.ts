import type { DepositCreateBody, DepositOptions, DepositView } from '@app/contract';
import { BANKS, DEPOSIT_CHANNEL_NAMES } from '@app/domain';
import type { Config } from '../../../config.ts';
import { HttpError, badRequest } from '../../../lib/errors.ts';
import { inMoneyTransaction } from '../../ledger/service.ts';
import { lockMember } from '../../members/service.ts';
import { assertMayDeposit } from '../../protection/service.ts';
import type { PaymentAdapter } from './gateway/payment-adapter.ts';
import { assertSameRequest, isDuplicateKey, paymentRequestHash, type Answer } from '../requests/idempotency.ts';
import { assertWithinLimits, depositLimits } from '../limits.ts';
import { newDepositMemo } from './memo.ts';
import { PAYMENT_MESSAGES, tooManyOpenDeposits } from '../../../messages/payments.ts';
import * as repo from '../requests/repository.ts';
import { paymentTotals } from '../totals.ts';
import { depositView } from '../views.ts';
import type { Database } from '../../../db/database.ts';
import type { MemberEventBus } from '../../../lib/events/member-event-bus.ts';
import { announcePaymentStatus } from '../requests/lifecycle.ts';

/** `now`: the app's clock, which deposit limits and exclusions are measured against (the wall clock by default). */
export type DepositDeps = {
  db: Database;
  config: Config;
  adapter: PaymentAdapter;
  now?: () => number;
  /** The member's other tabs (and, through the app's tee, the review queue) hear of the new request. */
  events?: MemberEventBus;
};

/** Memo draws before giving up: with 32^8 memos a second collision in a row means something is wrong. */
const MEMO_ATTEMPTS = 5;

/** The channels open on this site (configuration ∩ what the gateway takes), each with its limits. */
export function openChannels({ config, adapter }: Pick<DepositDeps, 'config' | 'adapter'>) {
  return config.depositChannels.filter((c) => adapter.channels.includes(c));
}

export function depositOptions(deps: Pick<DepositDeps, 'config' | 'adapter'>): DepositOptions {
  return {
    channels: openChannels(deps).map((channel) => ({
      channel,
      name: DEPOSIT_CHANNEL_NAMES[channel],
      ...depositLimits(deps.config, channel),
      bankCodes: channel === 'ONLINE_BANKING' ? BANKS.map((b) => b.code) : [],
    })),
  };
}

function checkRequest(deps: DepositDeps, { channel, amount, bankCode }: DepositCreateBody): void {
  if (!openChannels(deps).includes(channel)) throw badRequest(PAYMENT_MESSAGES.channelClosed);
  assertWithinLimits(amount, depositLimits(deps.config, channel), 'nạp');
  if (channel !== 'ONLINE_BANKING' && bankCode !== undefined) throw badRequest(PAYMENT_MESSAGES.bankNotAllowed);
  if (channel === 'ONLINE_BANKING') {
    if (bankCode === undefined) throw badRequest(PAYMENT_MESSAGES.bankRequired);
    if (!BANKS.some((b) => b.code === bankCode)) throw badRequest(PAYMENT_MESSAGES.unknownBank);
  }
}

/** Inserts the record under a fresh memo, drawing again while the memo is taken. */
async function insertWithUniqueMemo(trx: Database, fields: Omit<Parameters<typeof repo.insertDeposit>[1], 'memo'>) {
  for (let attempt = 0; attempt < MEMO_ATTEMPTS; attempt++) {
    const row = await repo.insertDeposit(trx, { ...fields, memo: newDepositMemo() });
    if (row) return row;
  }
  throw new Error(`no free deposit memo after ${MEMO_ATTEMPTS} draws`);
}

/**
 * A deposit at status 2 with its status-history line and the gateway's instructions, in one
 * transaction. No money moves until the payment is confirmed (lifecycle.ts).
 */
export async function createDeposit(deps: DepositDeps, memberId: string, body: DepositCreateBody): Promise<Answer<DepositView>> {
  const { db, config, adapter } = deps;
  const hash = paymentRequestHash('DEPOSIT', { channel: body.channel, amount: body.amount, bankCode: body.bankCode ?? null });
  const replay = (row: repo.PaymentRequestRow) => {
    assertSameRequest(row, hash);
    // The first answer; a request kept from before first answers were stored gets its record as it stands.
    return { answer: (row.first_answer as DepositView | null) ?? depositView(row), replayed: true };
  };

  const earlier = await repo.findRequestByKey(db, memberId, 'DEPOSIT', body.idempotencyKey);
  if (earlier) return replay(earlier);
  checkRequest(deps, body);
  try {
    return await inMoneyTransaction(db, async (trx) => {
      await lockMember(trx, memberId);
      const raced = await repo.findRequestByKey(trx, memberId, 'DEPOSIT', body.idempotencyKey);
      if (raced) return replay(raced);
      // Player protection (D11) under the same lock: parallel deposits are counted one after another.
      await assertMayDeposit(trx, paymentTotals, memberId, body.amount, new Date((deps.now ?? Date.now)()));
      if ((await repo.countOpenDeposits(trx, memberId)) >= config.MAX_OPEN_DEPOSITS) throw badRequest(tooManyOpenDeposits(config.MAX_OPEN_DEPOSITS));
      const row = await insertWithUniqueMemo(trx, {
        memberId,
        channel: body.channel,
        amount: body.amount,
        provider: adapter.id,
        idempotencyKey: body.idempotencyKey,
        requestHash: hash,
      });
      const id = Number(row.id);
      await repo.recordCreated(trx, id, memberId);
      const instructions = await adapter.createPayment({
        id,
        memberId,
        channel: body.channel,
        amount: body.amount,
        memo: row.memo!,
        ...(body.bankCode === undefined ? {} : { bankCode: body.bankCode }),
      });
      const stored = await repo.setInstructions(trx, id, instructions);
      const answer = depositView(stored);
      await repo.saveFirstAnswer(trx, id, answer);
      if (deps.events) await announcePaymentStatus(trx, deps.events, stored);
      return { answer, replayed: false };
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return replay((await repo.findRequestByKey(db, memberId, 'DEPOSIT', body.idempotencyKey))!);
  }
}

/** A member reads only their own deposits; anyone else's id is simply not found. */
export async function depositDetail(db: Database, memberId: string, id: number): Promise<DepositView> {
  const row = await repo.findMemberRequest(db, memberId, 'DEPOSIT', id);
  if (!row) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
  return depositView(row);
}
