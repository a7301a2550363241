import { useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { showError } from '../../../lib/messages.ts';
import { useStreamStatus } from '../../../lib/operator-events.ts';
import { chatDuty, useOnDuty } from '../stores/duty.ts';

/** "Trực hỗ trợ": on duty, this agent counts for the members' "có nhân viên trực" and for transfers. */
export function DutySwitch({ agentsOnDuty }: { agentsOnDuty: number }) {
  const on = useOnDuty();
  const [busy, setBusy] = useState(false);
  const stream = useStreamStatus();
  const toggle = async () => {
    setBusy(true);
    try {
      await chatDuty.set(!on);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="duty">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={`duty__switch${on ? ' duty__switch--on' : ''}`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        <span className="duty__track" aria-hidden="true">
          <span className="duty__thumb" />
        </span>
        {t.chat.duty}
      </button>
      <p className="duty__state">
        <span className={`status ${on ? 'status--active' : 'duty__off'}`}>{on ? t.chat.dutyOn : t.chat.dutyOff}</span>
        <span className="hint"> · {t.chat.agentsOnDuty(agentsOnDuty)}</span>
      </p>
      <p className={`stream-status stream-status--${stream}`} role="status">
        {t.chat.stream[stream]}
      </p>
    </div>
  );
}
