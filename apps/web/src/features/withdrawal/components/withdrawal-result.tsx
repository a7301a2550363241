import type { WithdrawalView } from '@app/contract';
import { formatDateTime, formatMoney, TRANSACTION_STATUS_LABELS } from '@app/domain';
import { useId } from 'react';
import { withdrawalText as text } from '../../../lib/i18n/withdrawal.ts';
import { useWithdrawalStatus } from '../api/get-withdrawal-status.ts';

/**
 * The request just sent, with its status kept live (see useWithdrawalStatus): "Đang xét duyệt" at
 * first, then whatever the operator decides. The status is a polite live region so it is announced.
 */
export function WithdrawalResult({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { status, reason } = useWithdrawalStatus(withdrawal);
  const id = useId();
  return (
    <section className="withdrawal__card-box withdrawal__result" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="withdrawal__title">
        {text.resultTitle}
      </h2>
      <dl className="withdrawal__facts">
        <div>
          <dt>{text.resultAmount}</dt>
          <dd className="num">{formatMoney(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>{text.resultCard}</dt>
          <dd>
            {withdrawal.card.bankShortName} <span className="num">{withdrawal.card.accountMasked}</span>
          </dd>
        </div>
        <div>
          <dt>{text.resultTime}</dt>
          <dd className="num">{formatDateTime(withdrawal.createdAt)}</dd>
        </div>
        <div>
          <dt>{text.resultStatus}</dt>
          <dd>
            <span role="status" className={`withdrawal__status withdrawal__status--${status}`}>
              {TRANSACTION_STATUS_LABELS[status]}
            </span>
          </dd>
        </div>
        {reason ? (
          <div>
            <dt>{text.resultReason}</dt>
            <dd>{reason}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
