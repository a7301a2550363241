import { formatMoney } from '@app/domain';
import type { ReactNode } from 'react';
import { IconRefresh } from '../../../components/ui/icons.tsx';
import { useBalanceRefresh } from '../../../hooks/use-balance-refresh.ts';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useLoggedInInfo } from '../api/get-logged-in-info.ts';
import './auth.css';

/** "Số dư" and the main-account balance in tabular figures, with a refresh control. */
type BalanceSummaryProps = {
  /** 'inline' puts "Số dư" and the amount on one line (the phone top bar). */
  layout?: 'stacked' | 'inline';
  /** Shown above the balance, e.g. the username in the phone top bar. */
  caption?: ReactNode;
  /** Off where another refresh control is already on screen (the account card under the top bar). */
  refreshable?: boolean;
};

export function BalanceSummary({ layout = 'stacked', caption, refreshable = true }: BalanceSummaryProps) {
  const info = useLoggedInInfo();
  const storedBalance = useAppStore((s) => s.balance);
  const { refreshing, refresh } = useBalanceRefresh();
  const balance = info.data?.balance ?? storedBalance;

  return (
    <div className={`balance balance--${layout}`}>
      <div className="balance__text">
        {caption}
        <p className="balance__line">
          <span className="balance__label">{t.wallet.balance}</span>{' '}
          <span className="balance__amount num" data-testid="main-balance">
            {formatMoney(balance)}
          </span>
        </p>
      </div>
      {refreshable ? (
        <button
          type="button"
          className={`icon-button balance__refresh${refreshing ? ' is-spinning' : ''}`}
          aria-label={t.wallet.refreshBalance}
          aria-busy={refreshing}
          onClick={() => void refresh(() => info.refetch())}
        >
          <IconRefresh size={20} />
        </button>
      ) : null}
    </div>
  );
}
