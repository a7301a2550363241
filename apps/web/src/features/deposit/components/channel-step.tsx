import type { DepositChannelOption } from '@app/contract';
import { formatMoney } from '@app/domain';
import { IconChevronRight } from '../../../components/ui/icons.tsx';
import { t } from '../../../lib/i18n.ts';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import { useDepositOptions } from '../api/get-deposit-options.ts';
import { ChannelIcon } from './channel-icon.tsx';

/** Step 0: the open channels; one tap picks a channel and moves on to the amount. */
export function ChannelStep({ onPick }: { onPick: (option: DepositChannelOption) => void }) {
  const options = useDepositOptions();
  const channels = options.data?.channels ?? [];
  return (
    <section className="deposit-card" aria-labelledby="deposit-step-heading" aria-busy={options.isPending}>
      <h2 id="deposit-step-heading" className="deposit-card__title" tabIndex={-1}>
        {m.channels.heading}
      </h2>
      {options.isPending ? (
        <ul className="deposit-channels" aria-label={m.channels.loading}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="deposit-channel deposit-channel--skeleton" />
          ))}
        </ul>
      ) : options.isError ? (
        <div className="deposit-problem">
          <p>{m.channels.failed}</p>
          <button type="button" className="btn btn--outline" onClick={() => void options.refetch()}>
            {t.app.retry}
          </button>
        </div>
      ) : channels.length === 0 ? (
        <p className="deposit-problem">{m.channels.none}</p>
      ) : (
        <ul className="deposit-channels">
          {channels.map((option) => (
            <li key={option.channel}>
              <ChannelButton option={option} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Its accessible name is what it shows, the channel's name and then its limits: a name without the
 * limits would leave visible text out of it (WCAG 2.5.3, label in name).
 */
function ChannelButton({ option, onPick }: { option: DepositChannelOption; onPick: (option: DepositChannelOption) => void }) {
  return (
    <button type="button" className="deposit-channel" onClick={() => onPick(option)}>
      <ChannelIcon channel={option.channel} />
      <span className="deposit-channel__text">
        <span className="deposit-channel__name">{option.name}</span>
        <span className="deposit-channel__limits num">
          {m.channels.limits(formatMoney(option.minAmount), formatMoney(option.maxAmount))}
        </span>
      </span>
      <IconChevronRight size={20} className="deposit-channel__chevron" />
    </button>
  );
}
