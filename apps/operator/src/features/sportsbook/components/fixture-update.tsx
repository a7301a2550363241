import { useId, useState, type FormEvent } from 'react';
import type { TradingFixture } from '@app/contract/sandbox-sportsbook';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDeskCall } from '../api/desk-call.ts';
import { vietnamInstant, vietnamLocalValue } from '../../../lib/vietnam-time.ts';
import { Refusal, SubmitButton } from './refusal.tsx';

type FixtureUpdateProps = { fixture: TradingFixture; match: string; onNotice: (notice: string) => void };

/** A fixture still to be played: a new kick-off, "live" once it has started, or cancelled (its bets voided) with a reason. */
export function FixtureUpdate({ fixture, match, onNotice }: FixtureUpdateProps) {
  const f = t.sportsbook.fixture;
  const may = useMay();
  const ids = { kickoff: useId(), errors: useId() };
  const update = useDeskCall('sportsbookFixtureUpdate');
  const cancel = useDeskCall('sportsbookFixtureCancel');
  const [kickoff, setKickoff] = useState(() => vietnamLocalValue(Date.parse(fixture.kickoff)));
  const [missing, setMissing] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const errors = update.refusal ?? cancel.refusal ?? missing;

  const saveKickoff = async (event: FormEvent) => {
    event.preventDefault();
    cancel.clearRefusal();
    const at = vietnamInstant(kickoff);
    setMissing(at ? [] : [t.sportsbook.create.kickoffRequired]);
    if (at && (await update.submit({ fixtureId: fixture.fixtureId, kickoff: at }))) onNotice(f.updated);
  };

  const goLive = async () => {
    cancel.clearRefusal();
    setMissing([]);
    if (await update.submit({ fixtureId: fixture.fixtureId, status: 'live' })) onNotice(f.updated);
  };

  const confirmCancel = async (reason: string | undefined) => {
    update.clearRefusal();
    setMissing([]);
    const answer = await cancel.submit({ fixtureId: fixture.fixtureId, reason: reason ?? '' });
    setAsking(false);
    if (answer) onNotice(f.cancelled);
  };

  return (
    <div className="panel__body desk-section">
      <h3 className="desk-section__title">{f.update}</h3>
      <form className="desk-form__row desk-form__row--end" onSubmit={(e) => void saveKickoff(e)} noValidate aria-label={f.update}>
        {may('sportsbookFixtureUpdate') ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor={ids.kickoff}>
                {f.kickoff}
              </label>
              <input id={ids.kickoff} type="datetime-local" className="field__input" required value={kickoff} onChange={(e) => setKickoff(e.target.value)} />
            </div>
            <SubmitButton pending={update.pending} label={f.saveKickoff} />
            {fixture.status === 'scheduled' ? (
              <button type="button" className="button button--ghost" disabled={update.pending} onClick={() => void goLive()}>
                {f.goLive}
              </button>
            ) : null}
          </>
        ) : null}
        {may('sportsbookFixtureCancel') ? (
          <button type="button" className="button button--danger" disabled={cancel.pending} aria-busy={cancel.pending} onClick={() => setAsking(true)}>
            {f.cancel}
          </button>
        ) : null}
      </form>
      <p className="hint desk-form__hint">{t.sportsbook.timeHint}</p>
      <Refusal id={ids.errors} errors={errors} />
      {asking ? (
        <ActionDialog
          title={f.cancelTitle(match)}
          askReason
          reasonHint={f.cancelHint}
          busy={cancel.pending}
          onConfirm={(reason) => void confirmCancel(reason)}
          onCancel={() => setAsking(false)}
        >
          <p className="action-dialog__question">{f.cancelQuestion}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
