import type { DepositLimitView } from '@app/contract';
import { useId } from 'react';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { useSetDepositLimit } from '../api/set-deposit-limit.ts';
import { LimitRow } from './limit-row.tsx';

/** "Hạn mức nạp tiền": one row per period (24 giờ, 7 ngày, 30 ngày), in the order the server gives. */
export function DepositLimitsSection({ limits }: { limits: DepositLimitView[] }) {
  const id = useId();
  return (
    <section className="protection__card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="protection__title">
        {text.limits.heading}
      </h3>
      <p className="protection__explain">{text.limits.explain}</p>
      <div className="protection__limits">
        {limits.map((limit) => (
          <DepositLimitRow key={limit.period} limit={limit} sectionTitleId={`${id}-title`} />
        ))}
      </div>
    </section>
  );
}

function DepositLimitRow({ limit, sectionTitleId }: { limit: DepositLimitView; sectionTitleId: string }) {
  const save = useSetDepositLimit();
  return <LimitRow limit={limit} list="depositLimits" sectionTitleId={sectionTitleId} words={text.limits} save={save} />;
}
