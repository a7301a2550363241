import { Link } from 'wouter';
import type { ReviewItem } from '@app/contract';
import {
  TRANSACTION_STATUS,
  TRANSACTION_TYPE_LABELS,
  allowedNextStatuses,
  formatDateTime,
  formatMoney,
  groupInFours,
  isTransactionStatus,
  transactionStatusLabel,
  type TransactionStatus,
} from '@app/domain';
import { memberPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import type { ReviewAction } from '../api/payment-actions.ts';

/** The operator step that leads to each next status; which ones a row offers is the domain's life cycle. */
const STEP_TO: Partial<Record<TransactionStatus, { action: ReviewAction; label: string; kind: 'primary' | 'ghost' | 'danger' }>> = {
  [TRANSACTION_STATUS.PROCESSING]: { action: 'approve', label: t.review.approve, kind: 'primary' },
  [TRANSACTION_STATUS.SUCCESS]: { action: 'markPaid', label: t.review.markPaid, kind: 'primary' },
  [TRANSACTION_STATUS.FAILED]: { action: 'markFailed', label: t.review.markFailed, kind: 'ghost' },
  [TRANSACTION_STATUS.UNSUCCESSFUL]: { action: 'reject', label: t.review.reject, kind: 'danger' },
};

function stepsFor(status: number) {
  if (!isTransactionStatus(status)) return [];
  return allowedNextStatuses(status).flatMap((next) => STEP_TO[next] ?? []);
}

type ReviewRowProps = { item: ReviewItem; busy: boolean; onStep: (item: ReviewItem, action: ReviewAction) => void };

/** One request: who, how much, where the money comes from or goes, and the steps open to it now. */
export function ReviewRow({ item, busy, onStep }: ReviewRowProps) {
  return (
    <tr aria-busy={busy}>
      <th scope="row" className="num mono">
        {item.id}
      </th>
      <td>
        <span className={`ptype ptype--${item.type.toLowerCase()}`}>{TRANSACTION_TYPE_LABELS[item.type]}</span>
      </td>
      <td>
        <Link href={memberPath(item.member.memberId)} className="table__link">
          {item.member.username}
        </Link>
        <span className="cell__sub muted">{item.member.nickname}</span>
      </td>
      <td className="table__amount num nowrap">{formatMoney(item.amount)}</td>
      <td>
        <Destination item={item} />
      </td>
      <td className="mono">{item.memo ?? t.none}</td>
      <td>
        <span className={`pstatus pstatus--${item.status}`}>{transactionStatusLabel(item.status)}</span>
        {item.reason ? <span className="cell__sub muted">{item.reason}</span> : null}
      </td>
      <td className="num nowrap">{formatDateTime(item.createdAt)}</td>
      <td>
        <div className="row-actions">
          {stepsFor(item.status).map((step) => (
            <button
              key={step.action}
              type="button"
              className={`button button--small button--${step.kind}`}
              disabled={busy}
              onClick={() => onStep(item, step.action)}
            >
              {step.label}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}

/** Deposits: the channel the member chose. Withdrawals: the card to pay, whole, grouped in fours for reading aloud. */
function Destination({ item }: { item: ReviewItem }) {
  if (item.card) {
    return (
      <>
        <span className="cell__main">{item.card.bankName}</span>
        <span className="cell__sub mono nowrap">{groupInFours(item.card.accountNumber)}</span>
        <span className="cell__sub muted">{item.card.holderName}</span>
      </>
    );
  }
  return <>{item.channelName ?? item.channel ?? t.none}</>;
}
