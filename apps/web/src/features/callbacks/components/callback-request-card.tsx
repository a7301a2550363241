import { useId } from 'react';
import type { CallbackRequestView } from '@app/contract';
import { CALLBACK_STATUS_LABELS, formatCallbackWindow } from '@app/contract/callbacks';
import { formatDateTime, formatPhone } from '@app/domain';
import { clockOffset } from '../../../lib/clock.ts';
import { callbackText as text } from '../../../lib/i18n/support-page.ts';

const isClosed = (view: CallbackRequestView) => view.status === 'done' || view.status === 'unreachable';

/**
 * The request once sent: the number, the window, when it was sent, and its status in words (updated
 * while the page is open for a member); a closed one offers to ask again.
 */
export function CallbackRequestCard({ view, onAskAgain }: { view: CallbackRequestView; onAskAgain: (() => void) | null }) {
  const id = useId();
  const now = Date.now() + clockOffset();
  return (
    <section className="callback-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="callback__title">
        {text.requestTitle}
      </h2>
      <dl className="callback-card__facts">
        <div>
          <dt>{text.statusLabel}</dt>
          <dd>
            <span className={`callback-card__status callback-card__status--${view.status}`} role="status">
              {CALLBACK_STATUS_LABELS[view.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{text.phoneLabel}</dt>
          <dd className="callback-card__figure">{formatPhone(view.phone)}</dd>
        </div>
        <div>
          <dt>{text.windowLabel}</dt>
          <dd>{formatCallbackWindow(view, now)}</dd>
        </div>
        <div>
          <dt>{text.sentAtLabel}</dt>
          <dd className="callback-card__figure">{formatDateTime(view.createdAt)}</dd>
        </div>
        {view.closedAt ? (
          <div>
            <dt>{text.closedAtLabel}</dt>
            <dd className="callback-card__figure">{formatDateTime(view.closedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="callback__lead">{text.explain[view.status]}</p>
      {isClosed(view) && onAskAgain ? (
        <button type="button" className="btn btn--outline btn--block" onClick={onAskAgain}>
          {text.askAgain}
        </button>
      ) : null}
    </section>
  );
}
