import type { WithdrawalView } from '@app/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { withdrawalText as text } from '../../../lib/i18n/withdrawal.ts';
import { useWithdrawalOptions } from '../api/get-withdrawal-options.ts';
import { NoCardPrompt } from './no-card-prompt.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';
import { WithdrawalResult } from './withdrawal-result.tsx';
import './withdrawal.css';

/** "Rút tiền", shared by both variants: the last request sent from here (live), then the form. */
export function WithdrawalPanel() {
  const options = useWithdrawalOptions();
  const [sent, setSent] = useState<WithdrawalView | null>(null);

  if (options.isPending) {
    return (
      <div className="withdrawal" aria-busy="true">
        <p className="visually-hidden">{text.loading}</p>
        <div className="withdrawal__card-box withdrawal__skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (options.isError && !options.data) {
    return (
      <div className="withdrawal__card-box withdrawal__failed">
        <p className="withdrawal__error">{text.loadFailed}</p>
        <button type="button" className="btn btn--outline" onClick={() => void options.refetch()}>
          {t.app.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="withdrawal">
      {sent ? <WithdrawalResult withdrawal={sent} /> : null}
      {options.data.cards.length === 0 ? (
        <NoCardPrompt />
      ) : (
        <WithdrawalForm options={options.data} onCreated={(answer) => setSent(answer.withdrawal)} />
      )}
    </div>
  );
}
