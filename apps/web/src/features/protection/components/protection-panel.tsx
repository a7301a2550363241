import { useId } from 'react';
import { t } from '../../../lib/i18n.ts';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { useProtectionSettings } from '../api/get-protection-settings.ts';
import { DepositLimitsSection } from './deposit-limits-section.tsx';
import { ExclusionSection } from './exclusion-section.tsx';
import { LossLimitsSection } from './loss-limits-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';
import { SessionLimitSection } from './session-limit-section.tsx';
import './protection.css';

/** "Cài đặt" → "Chơi có trách nhiệm" (D11): deposit and loss limits, the session time limit, the reality check, time-out and self-exclusion. */
export function ProtectionPanel() {
  const settings = useProtectionSettings();
  const id = useId();
  return (
    <section className="protection" aria-labelledby={`${id}-heading`}>
      <header className="protection__header">
        <h2 id={`${id}-heading`} className="protection__heading">
          {text.heading}
        </h2>
        <p className="protection__intro">{text.intro}</p>
      </header>
      {settings.data ? (
        <>
          <DepositLimitsSection limits={settings.data.depositLimits} />
          <LossLimitsSection limits={settings.data.lossLimits} />
          <SessionLimitSection minutes={settings.data.sessionLimitMinutes} pending={settings.data.sessionLimitPending} />
          <RealityCheckSection minutes={settings.data.realityCheckMinutes} />
        </>
      ) : settings.isError ? (
        <div className="protection__card protection__failed">
          <p className="protection__error">{text.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={() => void settings.refetch()}>
            {t.app.retry}
          </button>
        </div>
      ) : (
        <div className="protection__card protection__skeleton" role="status">
          <span className="visually-hidden">{text.loading}</span>
        </div>
      )}
      <ExclusionSection />
    </section>
  );
}
