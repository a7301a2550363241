import type { ReviewItem } from '@app/contract';
import { TRANSACTION_TYPE_LABELS, formatMoney, groupInFours } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import type { ReviewAction } from '../api/payment-actions.ts';
import { ActionDialog } from '../../../components/action-dialog.tsx';

export type PendingStep = { item: ReviewItem; action: Exclude<ReviewAction, 'approve'> };

type StepDialogProps = { step: PendingStep; busy: boolean; onConfirm: (reason: string | undefined) => void; onCancel: () => void };

/** The confirmation each step asks for: paid says where the money goes; failed and reject ask why. */
export function StepDialog({ step, busy, onConfirm, onCancel }: StepDialogProps) {
  const { item, action } = step;
  const amount = formatMoney(item.amount);
  const username = item.member.username;
  const isWithdrawal = item.type === 'WITHDRAWAL';

  if (action === 'markPaid') {
    return (
      <ActionDialog title={t.review.paidTitle(item.id)} askReason={false} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
        <p className="action-dialog__question">{t.review.paidQuestion(amount, username)}</p>
        <p className="muted">
          {item.card
            ? t.review.paidWithdrawal(item.card.bankName, groupInFours(item.card.accountNumber), item.card.holderName)
            : t.review.paidDeposit}
        </p>
      </ActionDialog>
    );
  }
  const title = action === 'reject' ? t.review.rejectTitle(item.id) : t.review.failedTitle(item.id);
  return (
    <ActionDialog title={title} askReason reasonHint={t.review.reasonHint} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{t.review.summary(TRANSACTION_TYPE_LABELS[item.type], amount, username)}</p>
      {isWithdrawal ? <p className="muted">{t.review.holdReleased}</p> : null}
    </ActionDialog>
  );
}
