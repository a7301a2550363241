import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@app/domain';
import type { MatchResultBody, TradingFixture } from '@app/contract/sandbox-sportsbook';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useDeskCall } from '../api/desk-call.ts';
import { scoreLine } from '../utils/market.ts';
import { Refusal, SubmitButton } from './refusal.tsx';

type Goals = { fullTimeHome: string; fullTimeAway: string; firstHalfHome: string; firstHalfAway: string };
const goalsOf = (r: MatchResultBody | null): Goals =>
  r
    ? { fullTimeHome: String(r.fullTime.home), fullTimeAway: String(r.fullTime.away), firstHalfHome: String(r.firstHalf.home), firstHalfAway: String(r.firstHalf.away) }
    : { fullTimeHome: '', fullTimeAway: '', firstHalfHome: '', firstHalfAway: '' };
const count = (typed: string) => (/^\d{1,2}$/.test(typed.trim()) ? Number(typed.trim()) : null);

function resultOf(g: Goals): MatchResultBody | null {
  const [a, b, c, d] = [count(g.fullTimeHome), count(g.fullTimeAway), count(g.firstHalfHome), count(g.firstHalfAway)];
  return a === null || b === null || c === null || d === null ? null : { fullTime: { home: a, away: b }, firstHalf: { home: c, away: d } };
}

/**
 * The score, full time and first half. Without a result yet: entered, and the bets settle at once.
 * With one: corrected, with a reason and after a confirmation, and each bet is settled again by the
 * difference; a refusal (a member's balance too small to take a win back) shows here in the server's words.
 */
export function ResultForm({ fixture, onNotice }: { fixture: TradingFixture; onNotice: (notice: string) => void }) {
  const r = t.sportsbook.result;
  const correcting = fixture.result !== null;
  const ids = { title: useId(), reason: useId(), errors: useId(), answer: useId() };
  const enter = useDeskCall('sportsbookResultEnter');
  const correct = useDeskCall('sportsbookResultCorrect');
  const [goals, setGoals] = useState<Goals>(() => goalsOf(fixture.result));
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [asking, setAsking] = useState<MatchResultBody | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const call = correcting ? correct : enter;
  const errors = call.refusal ?? missing;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    call.clearRefusal();
    setSaid(null);
    const result = resultOf(goals);
    const gaps = [...(result ? [] : [r.goalsInvalid]), ...(correcting && reason.trim().length < 3 ? [r.reasonTooShort] : [])];
    setMissing(gaps);
    if (!result || gaps.length > 0) return;
    if (correcting) return setAsking(result);
    const answer = await enter.submit({ fixtureId: fixture.fixtureId, result });
    if (answer?.settlement) report(answer.settlement, false);
  };

  const confirmCorrection = async () => {
    if (!asking) return;
    const answer = await correct.submit({ fixtureId: fixture.fixtureId, result: asking, reason: reason.trim() });
    setAsking(null);
    if (answer?.settlement) {
      setReason('');
      report(answer.settlement, true);
    }
  };

  const report = (s: { settled: number; resettled: number; moved: number }, corrected: boolean) => {
    // A correction to the result in force settles nothing; a first result says how many bets it settled (perhaps none).
    const text = !corrected ? r.settled(s.settled) : s.resettled === 0 && s.moved === 0 ? r.unchanged : r.corrected(s.resettled, formatMoney(s.moved));
    setSaid(text);
    onNotice(text);
  };

  const goal = (key: keyof Goals, label: string) => (
    <div className="field desk-form__goal">
      <label className="field__label" htmlFor={`${ids.title}-${key}`}>
        {label}
      </label>
      <input
        id={`${ids.title}-${key}`}
        className="field__input num"
        inputMode="numeric"
        required
        maxLength={2}
        value={goals[key]}
        onChange={(e) => setGoals((was) => ({ ...was, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <div className="panel__body desk-section">
      <form className="desk-form" onSubmit={(e) => void send(e)} noValidate aria-labelledby={ids.title}>
        <h3 id={ids.title} className="desk-section__title">
          {correcting ? r.correctTitle : r.enterTitle}
        </h3>
        {fixture.result ? <p className="hint">{r.current(scoreLine(fixture.result))}</p> : <p className="hint">{r.enterHint}</p>}
        <div className="desk-form__row">
          {goal('fullTimeHome', r.homeGoals(r.fullTime))}
          {goal('fullTimeAway', r.awayGoals(r.fullTime))}
          {goal('firstHalfHome', r.homeGoals(r.firstHalf))}
          {goal('firstHalfAway', r.awayGoals(r.firstHalf))}
        </div>
        {correcting ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.reason}>
              {r.reason}
            </label>
            <textarea id={ids.reason} className="field__input field__input--area" rows={2} maxLength={200} required value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        ) : null}
        <Refusal id={ids.errors} errors={errors} />
        {said ? (
          <p id={ids.answer} className="desk-answer" role="status">
            {said}
          </p>
        ) : null}
        <div>
          <SubmitButton pending={call.pending} label={correcting ? r.correct : r.enter} danger={correcting} />
        </div>
      </form>
      {asking && fixture.result ? (
        <ActionDialog title={r.confirmTitle} askReason={false} busy={correct.pending} onConfirm={() => void confirmCorrection()} onCancel={() => setAsking(null)}>
          <p className="action-dialog__question">{r.confirmQuestion(scoreLine(fixture.result), scoreLine(asking))}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
