import type { DepositView } from '@app/contract';
import { formatDateTime, formatMoney, isFinalStatus, TRANSACTION_STATUS, TRANSACTION_STATUS_LABELS, type TransactionStatus } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import { loggedInInfoKeys, walletKeys } from '../../../lib/query-keys.ts';
import { FactList, type Fact } from './fact-list.tsx';

const TONES: Record<TransactionStatus, string> = { 1: 'ok', 2: 'wait', 3: 'wait', 4: 'bad', 5: 'bad' };

/** Step 3: the request is in; its status follows the server without a reload (events, then polling). */
export function ResultStep({ deposit, onAgain }: { deposit: DepositView; onAgain: () => void }) {
  const id = useId();
  useBalanceRefreshOnSuccess(deposit.status);
  const open = !isFinalStatus(deposit.status);
  const facts: Fact[] = [
    { label: m.result.amount, value: <span className="num">{formatMoney(deposit.amount)} VND</span>, strong: true },
    { label: m.result.channel, value: deposit.channelName },
    { label: m.result.memo, value: <span className="deposit-memo">{deposit.memo}</span> },
    { label: m.result.time, value: <span className="num">{formatDateTime(deposit.createdAt)}</span> },
  ];
  const ended = deposit.status === TRANSACTION_STATUS.FAILED || deposit.status === TRANSACTION_STATUS.UNSUCCESSFUL;
  if (ended && deposit.reason) {
    facts.push({ label: m.result.reason, value: deposit.reason });
  }
  return (
    <section className="deposit-card deposit-result" aria-labelledby="deposit-step-heading">
      <h2 id="deposit-step-heading" className="deposit-card__title" tabIndex={-1}>
        {m.result.heading}
      </h2>
      <p className="deposit-result__status">
        <span id={`${id}-status`}>{m.result.status}</span>
        <span
          className={`deposit-status deposit-status--${TONES[deposit.status]}`}
          role="status"
          aria-labelledby={`${id}-status`}
        >
          {TRANSACTION_STATUS_LABELS[deposit.status]}
        </span>
      </p>
      {open ? <p className="deposit-hint">{m.result.waiting}</p> : null}
      <FactList facts={facts} />
      <div className="deposit-actions">
        <button type="button" className="btn btn--primary btn--large" onClick={onAgain}>
          {m.result.again}
        </button>
        <Link href={paths.history} className="btn btn--outline btn--large">
          {m.result.history}
        </Link>
      </div>
    </section>
  );
}

/**
 * When this deposit turns successful while the member watches, the balances shown elsewhere (header,
 * wallet) are asked for again; by query key only, so the wallet feature is not imported.
 */
function useBalanceRefreshOnSuccess(status: TransactionStatus) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== status && status === TRANSACTION_STATUS.SUCCESS) {
      void queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balances });
    }
    previous.current = status;
  }, [status, queryClient]);
}
