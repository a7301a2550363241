import { useState } from 'react';
import type { ReviewItem } from '@app/contract';
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useStreamStatus } from '../../../lib/operator-events.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePendingReviewIds, useReviewAction, type ReviewAction } from '../api/payment-actions.ts';
import { useReviewQueue, type ReviewFilters } from '../api/review-queue.ts';
import { ReviewRow } from './review-row.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { StepDialog, type PendingStep } from './step-dialog.tsx';

/**
 * "Duyệt giao dịch": the open deposits and withdrawals, newest first. Approving is one click (nothing
 * moves yet); marking paid, failed or rejected moves money or tells the member, so it asks first.
 */
export function ReviewQueuePage() {
  useDocumentTitle(t.review.heading);
  const [filters, setFilters] = useState<ReviewFilters>({});
  const queue = useReviewQueue(filters);
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  const perform = useReviewAction();
  const pendingIds = usePendingReviewIds();
  const [step, setStep] = useState<PendingStep | null>(null);

  const start = (item: ReviewItem, action: ReviewAction) => {
    if (action === 'approve') perform.mutate({ action, id: item.id });
    else setStep({ item, action });
  };
  const confirm = (reason: string | undefined) => {
    if (!step) return;
    perform.mutate({ action: step.action, id: step.item.id, ...(reason === undefined ? {} : { reason }) }, { onSettled: () => setStep(null) });
  };

  return (
    <section className="page" aria-labelledby="review-heading">
      <header className="page__header page__header--stacked">
        <h1 id="review-heading" className="page__title">
          {t.review.heading}
        </h1>
        <p className="page__lead">{t.review.lead}</p>
      </header>
      <Filters filters={filters} onChange={setFilters} refreshing={queue.isFetching && !queue.isPending && !queue.isFetchingNextPage} />
      {queue.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="empty">{t.review.empty}</p>
      ) : (
        <QueueTable items={items} pendingIds={pendingIds} onStep={start} />
      )}
      {queue.data && items.length > 0 ? (
        <div className="more">
          {queue.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={queue.isFetchingNextPage}
              aria-busy={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {queue.isFetchingNextPage ? t.review.loadingMore : t.review.more}
            </button>
          ) : (
            <p className="hint">{t.review.end}</p>
          )}
        </div>
      ) : null}
      {step ? (
        <StepDialog
          key={`${step.item.id}:${step.action}`}
          step={step}
          busy={pendingIds.has(step.item.id)}
          onConfirm={confirm}
          onCancel={() => setStep(null)}
        />
      ) : null}
    </section>
  );
}

type FiltersProps = { filters: ReviewFilters; onChange: (next: ReviewFilters) => void; refreshing: boolean };

function Filters({ filters, onChange, refreshing }: FiltersProps) {
  const setType = (value: string) => {
    const { type: _omit, ...rest } = filters;
    onChange(value === 'DEPOSIT' || value === 'WITHDRAWAL' ? { ...rest, type: value } : rest);
  };
  const setStatus = (value: string) => {
    const { status: _omit, ...rest } = filters;
    onChange(value === '2' ? { ...rest, status: 2 } : value === '3' ? { ...rest, status: 3 } : rest);
  };
  return (
    <div className="filters">
      <label className="field">
        <span className="field__label">{t.review.typeFilter}</span>
        <select className="field__input" value={filters.type ?? ''} onChange={(e) => setType(e.target.value)}>
          <option value="">{t.review.allTypes}</option>
          <option value="DEPOSIT">{TRANSACTION_TYPE_LABELS.DEPOSIT}</option>
          <option value="WITHDRAWAL">{TRANSACTION_TYPE_LABELS.WITHDRAWAL}</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t.review.statusFilter}</span>
        <select className="field__input" value={filters.status ?? ''} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t.review.allOpen}</option>
          <option value="2">{TRANSACTION_STATUS_LABELS[2]}</option>
          <option value="3">{TRANSACTION_STATUS_LABELS[3]}</option>
        </select>
      </label>
      <p className="filters__status hint" role="status">
        {refreshing ? t.review.refreshing : null}
      </p>
      <div className="filters__live">
        <SoundToggle />
        <LiveStatus />
      </div>
    </div>
  );
}

/** Whether pushed requests arrive right now (the queue is also asked again every minute regardless). */
function LiveStatus() {
  const stream = useStreamStatus();
  return <p className={`stream-status stream-status--${stream}`}>{t.review.stream[stream]}</p>;
}

type QueueTableProps = { items: ReviewItem[]; pendingIds: ReadonlySet<number>; onStep: (item: ReviewItem, action: ReviewAction) => void };

function QueueTable({ items, pendingIds, onStep }: QueueTableProps) {
  const c = t.review.columns;
  return (
    <div className="table-wrap">
      <table className="table review-table">
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.type}</th>
            <th scope="col">{c.member}</th>
            <th scope="col" className="table__amount">
              {c.amount} ({t.detail.unit})
            </th>
            <th scope="col">{c.destination}</th>
            <th scope="col">{c.memo}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.at}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ReviewRow key={item.id} item={item} busy={pendingIds.has(item.id)} onStep={onStep} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
