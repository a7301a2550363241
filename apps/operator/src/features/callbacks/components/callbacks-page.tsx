import { useEffect, useState } from 'react';
import type { OperatorCallbackItem } from '@app/contract/callbacks';
import { formatPhone } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCallbackQueue } from '../api/callback-queue.ts';
import { useCallbackStep, type CallbackStep } from '../api/callback-steps.ts';
import { CallbackStepDialog } from './callback-step-dialog.tsx';
import { OpenCallbackTable, RecentCallbackTable } from './callback-tables.tsx';
import './callbacks.css';

/**
 * "Gọi lại": the members' and visitors' callback requests, oldest first, each with how long it has
 * waited and whose it is; "Nhận", "Đã gọi" and "Không liên lạc được" ask first, with a note. The queue
 * asks again every 10 s; every step answers with the whole queue, and the page shows it.
 */
export function CallbacksPage() {
  useDocumentTitle(t.callbacks.heading);
  const queue = useCallbackQueue();
  const step = useCallbackStep();
  const operator = useSession()?.operator;
  const now = useServerNow(queue.data?.serverTime, queue.dataUpdatedAt);
  const [pending, setPending] = useState<{ item: OperatorCallbackItem; step: CallbackStep } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const me = { id: operator?.id ?? '', mayActForOthers: operator?.role === 'admin' };
  const c = t.callbacks;

  const confirm = (note: string | undefined) => {
    if (!pending) return;
    const phone = formatPhone(pending.item.phone);
    step.mutate(
      { step: pending.step, id: pending.item.id, note },
      {
        onSuccess: () => setNotice(pending.step === 'claim' ? c.claimed(phone) : pending.step === 'done' ? c.markedDone(phone) : c.markedUnreachable(phone)),
        onError: () => void queue.refetch(),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <section className="page" aria-labelledby="callbacks-heading">
      <header className="page__header page__header--stacked">
        <h1 id="callbacks-heading" className="page__title">
          {c.heading}
        </h1>
        <p className="page__lead">{c.lead}</p>
        <p className="callbacks__notice" role="status">
          {notice}
        </p>
      </header>
      <div className="callbacks-layout">
        <section className="panel" aria-labelledby="callbacks-open-title">
          <div className="panel__header">
            <h2 id="callbacks-open-title" className="panel__title">
              {c.openTitle}
              {queue.data ? <span className="badge badge--accent callbacks__count">{queue.data.open.length}</span> : null}
            </h2>
            <span className="hint">{queue.isFetching && !queue.isPending ? c.refreshing : c.autoRefresh}</span>
            <button type="button" className="button button--ghost button--small" disabled={queue.isFetching} aria-busy={queue.isFetching} onClick={() => void queue.refetch()}>
              {c.refresh}
            </button>
          </div>
          {queue.data ? (
            queue.data.open.length === 0 ? (
              <p className="empty empty--flat">{c.empty}</p>
            ) : (
              <OpenCallbackTable
                items={queue.data.open}
                now={now}
                me={me}
                busyId={step.isPending ? (step.variables?.id ?? null) : null}
                onStep={(item, next) => setPending({ item, step: next })}
              />
            )
          ) : queue.isPending ? (
            <p className="hint panel__body" role="status">
              <span className="spinner" aria-hidden="true" /> {t.loading}
            </p>
          ) : null}
        </section>
        <section className="panel" aria-labelledby="callbacks-recent-title">
          <h2 id="callbacks-recent-title" className="panel__title">
            {c.recentTitle}
          </h2>
          {queue.data ? queue.data.recent.length === 0 ? <p className="empty empty--flat">{c.recentEmpty}</p> : <RecentCallbackTable items={queue.data.recent} /> : null}
        </section>
      </div>
      {pending ? (
        <CallbackStepDialog
          key={`${pending.item.id}:${pending.step}`}
          item={pending.item}
          step={pending.step}
          takingOver={pending.step === 'claim' && pending.item.status === 'claimed'}
          now={now}
          busy={step.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

/** The server's time, from the queue's `serverTime`, moved on every 15 s (how long each request has waited). */
function useServerNow(serverTime: string | undefined, receivedAt: number): number {
  const offset = serverTime ? Date.parse(serverTime) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 15_000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
