import type { MemberLedgerBody, MemberLedgerResponse } from '@app/contract';
import { isWalletKey } from '@app/domain';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { ledgerLines, memberLedgerAccount } from '../ledger/service.ts';
import { findMemberById } from '../members/service.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';
import type { Database } from '../../db/database.ts';

/**
 * One wallet's ledger for the console's "Sổ cái": what the balance is made of, entry by entry. Read
 * from the books themselves, so what the operator sees is what the ledger holds. Every page read is
 * audited, like a member view: it shows a member's money movements.
 */
export function createLedgerViewService({ db }: { db: Database }) {
  async function memberLedger(actor: Actor, body: MemberLedgerBody): Promise<MemberLedgerResponse> {
    if (!isWalletKey(body.walletKey)) throw badRequest(OPERATOR_MESSAGES.invalidWallet);
    const member = await findMemberById(db, body.memberId);
    if (!member) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
    const account = await memberLedgerAccount(db, member.id, body.walletKey);
    if (!account) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
    const rows = await ledgerLines(db, { accountId: account.id, limit: body.limit + 1, before: body.before });
    const entries = rows.slice(0, body.limit).map((r) => ({
      id: Number(r.id),
      transactionId: Number(r.transaction_id),
      kind: r.kind,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      createdAt: new Date(r.created_at).toISOString(),
    }));
    await appendAudit(db, {
      operatorId: actor.operator.id,
      action: 'member.ledger_view',
      target: { kind: 'member', id: member.id },
      details: { walletKey: body.walletKey, before: body.before ?? null },
      ip: actor.ip,
    });
    return {
      walletKey: body.walletKey,
      balance: account.balance,
      entries,
      nextBefore: rows.length > body.limit ? entries[entries.length - 1]!.id : null,
    };
  }

  return { memberLedger };
}

export type LedgerViewService = ReturnType<typeof createLedgerViewService>;
