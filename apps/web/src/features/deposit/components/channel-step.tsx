import type { DepositChannelOption } from '@app/contract';
import { formatMoney } from '@app/domain';
import { useId } from 'react';
import { IconChevronRight } from '../../../components/ui/icons.tsx';
import { useDepositOptions } from '../api/get-deposit-options.ts';
import { m } from '../messages.ts';
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
            {m.channels.retry}
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

/** Its accessible name is the channel's name alone; the limits line describes it. */
function ChannelButton({ option, onPick }: { option: DepositChannelOption; onPick: (option: DepositChannelOption) => void }) {
  const id = useId();
  return (
    <button
      type="button"
      className="deposit-channel"
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-limits`}
      onClick={() => onPick(option)}
    >
      <ChannelIcon channel={option.channel} />
      <span className="deposit-channel__text">
        <span id={`${id}-name`} className="deposit-channel__name">
          {option.name}
        </span>
        <span id={`${id}-limits`} className="deposit-channel__limits num">
          {m.channels.limits(formatMoney(option.minAmount), formatMoney(option.maxAmount))}
        </span>
      </span>
      <IconChevronRight size={20} className="deposit-channel__chevron" />
    </button>
  );
}
