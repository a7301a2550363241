import { useState } from 'react';
import type { CallbackRequestView } from '@app/contract';
import { useAppStore } from '../../../stores/app-store.ts';
import { callbackText as text } from '../../../lib/i18n/support-page.ts';
import { useMyCallback } from '../api/get-my-callback.ts';
import { CallbackForm } from './callback-form.tsx';
import { CallbackRequestCard } from './callback-request-card.tsx';
import './callbacks.css';

/**
 * The CSKH page's "Gọi lại cho tôi" (both variants): the form, or the request already made. A member's
 * request is the server's (their open one, or the one just closed, with its outcome); a visitor's is
 * the answer to the form, for as long as the page is open.
 */
export function CallbackPanel() {
  const loggedIn = Boolean(useAppStore((s) => s.loggedInInfo.userId));
  const mine = useMyCallback();
  const [sent, setSent] = useState<CallbackRequestView | null>(null);
  const [askingAgain, setAskingAgain] = useState(false);

  if (loggedIn && mine.isPending) {
    return (
      <div className="callback callback--loading" role="status">
        <span className="spinner spinner--small" aria-hidden="true" /> {text.loading}
      </div>
    );
  }
  const current = loggedIn ? (mine.data?.current ?? sent) : sent;
  const closed = current !== null && (current.status === 'done' || current.status === 'unreachable');
  const showForm = current === null || (closed && askingAgain);
  return (
    <div className="callback">
      {showForm ? (
        <CallbackForm
          profilePhone={loggedIn ? (mine.data?.profilePhone ?? null) : null}
          onSent={(view) => {
            setSent(view);
            setAskingAgain(false);
          }}
        />
      ) : (
        <CallbackRequestCard view={current} onAskAgain={() => setAskingAgain(true)} />
      )}
    </div>
  );
}
