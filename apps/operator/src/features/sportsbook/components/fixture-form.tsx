import { useId, useState, type FormEvent } from 'react';
import type { Sport, TradingFixture } from '@app/contract/sandbox-sportsbook';
import { t } from '../../../lib/i18n.ts';
import { useDeskCall } from '../api/desk-call.ts';
import { vietnamInstant, vietnamLocalValue } from '../../../lib/vietnam-time.ts';
import { Refusal, SubmitButton } from './refusal.tsx';

const SPORTS = Object.keys(t.sportsbook.sports) as Sport[];
const HOUR_MS = 60 * 60 * 1000;

/** A new fixture: sport, league, teams and kick-off (Vietnam time, sent with +07:00). */
export function FixtureForm({ onCreated }: { onCreated: (fixture: TradingFixture) => void }) {
  const f = t.sportsbook.create;
  const ids = { sport: useId(), league: useId(), home: useId(), away: useId(), kickoff: useId(), errors: useId() };
  const { submit, pending, refusal, clearRefusal } = useDeskCall('sportsbookFixtureCreate');
  const [sport, setSport] = useState<Sport>('football');
  const [league, setLeague] = useState('');
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [kickoff, setKickoff] = useState(() => vietnamLocalValue(Math.ceil((Date.now() + 2 * HOUR_MS) / HOUR_MS) * HOUR_MS));
  const [missing, setMissing] = useState<string[]>([]);
  const errors = refusal ?? missing;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    const at = vietnamInstant(kickoff);
    setMissing(at ? [] : [f.kickoffRequired]);
    if (!at) return;
    const answer = await submit({ sport, league, home, away, kickoff: at });
    if (answer) {
      setHome('');
      setAway('');
      onCreated(answer.fixture);
    }
  };

  return (
    <section className="panel desk-form-panel" aria-labelledby="sportsbook-create-title">
      <h2 id="sportsbook-create-title" className="panel__title">
        {f.title}
      </h2>
      <form className="panel__body desk-form" onSubmit={(e) => void send(e)} noValidate aria-describedby={errors.length ? ids.errors : undefined}>
        <div className="desk-form__row">
          <div className="field">
            <label className="field__label" htmlFor={ids.sport}>
              {f.sport}
            </label>
            <select id={ids.sport} className="field__input" value={sport} onChange={(e) => setSport(e.target.value as Sport)}>
              {SPORTS.map((x) => (
                <option key={x} value={x}>
                  {t.sportsbook.sports[x]}
                </option>
              ))}
            </select>
          </div>
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.league}>
              {f.league}
            </label>
            <input id={ids.league} className="field__input" maxLength={80} required value={league} onChange={(e) => setLeague(e.target.value)} />
          </div>
        </div>
        <div className="desk-form__row">
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.home}>
              {f.home}
            </label>
            <input id={ids.home} className="field__input" maxLength={60} required value={home} onChange={(e) => setHome(e.target.value)} />
          </div>
          <div className="field field--grow">
            <label className="field__label" htmlFor={ids.away}>
              {f.away}
            </label>
            <input id={ids.away} className="field__input" maxLength={60} required value={away} onChange={(e) => setAway(e.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.kickoff}>
              {f.kickoff}
            </label>
            <input id={ids.kickoff} type="datetime-local" className="field__input" required value={kickoff} onChange={(e) => setKickoff(e.target.value)} />
          </div>
        </div>
        <p className="hint desk-form__hint">{t.sportsbook.timeHint}</p>
        <Refusal id={ids.errors} errors={errors} />
        <div>
          <SubmitButton pending={pending} label={f.submit} />
        </div>
      </form>
    </section>
  );
}
