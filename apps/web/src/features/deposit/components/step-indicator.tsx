import { depositText as m } from '../../../lib/i18n/deposit.ts';

export type DepositStep = 0 | 1 | 2 | 3;

/** The four steps of the flow (design brief: progress on multi-step flows); the active one is aria-current. */
export function StepIndicator({ step }: { step: DepositStep }) {
  return (
    <ol className="deposit-steps" aria-label={m.steps.label}>
      {m.steps.names.map((name, index) => {
        const state = index < step ? 'is-done' : index === step ? 'is-active' : '';
        return (
          <li key={name} className={`deposit-steps__item ${state}`} aria-current={index === step ? 'step' : undefined}>
            <span className="deposit-steps__dot num" aria-hidden="true">
              {index + 1}
            </span>
            <span className="deposit-steps__name">{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
