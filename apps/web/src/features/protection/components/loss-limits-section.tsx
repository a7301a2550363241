import type { LossLimitView } from '@app/contract';
import { useId } from 'react';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { useSetLossLimit } from '../api/set-loss-limit.ts';
import { LimitRow } from './limit-row.tsx';

/**
 * "Giới hạn thua lỗ": the loss (stakes − wins) allowed per rolling window, one row per period like the
 * deposit limits and by the same rules; the server refuses a stake that would pass one.
 */
export function LossLimitsSection({ limits }: { limits: LossLimitView[] }) {
  const id = useId();
  return (
    <section className="protection__card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="protection__title">
        {text.lossLimits.heading}
      </h3>
      <p className="protection__explain">{text.lossLimits.explain}</p>
      <div className="protection__limits">
        {limits.map((limit) => (
          <LossLimitRow key={limit.period} limit={limit} sectionTitleId={`${id}-title`} />
        ))}
      </div>
    </section>
  );
}

function LossLimitRow({ limit, sectionTitleId }: { limit: LossLimitView; sectionTitleId: string }) {
  const save = useSetLossLimit();
  return <LimitRow limit={limit} list="lossLimits" sectionTitleId={sectionTitleId} words={text.lossLimits} save={save} />;
}
