import { fairnessText as text } from '../../../lib/i18n/play.ts';
import type { Engine } from '../utils/engines.ts';
import type { CheckResult } from '../utils/verify-round.ts';
import { FishingOutcome, SlotOutcome, TaiXiuOutcome } from './round-outcomes.tsx';

/** The check's answer: the seed against the published hash ("Khớp" / "Không khớp"), then the round recomputed. */
export function FairnessResult({ result, engine }: { result: CheckResult; engine: Engine | null }) {
  if (!result.ok) {
    return (
      <p className="fair-result__problem" role="alert">
        {result.problem}
      </p>
    );
  }
  const { seedMatches, computedHash, outcome, winMatches } = result;
  return (
    <section className="fair-result" aria-labelledby="fair-result-title" aria-live="polite">
      <h2 id="fair-result-title" className="fair-result__title">
        {text.result}
      </h2>
      {seedMatches === null ? (
        <p className="fair-result__note">{text.noHash}</p>
      ) : (
        <p className={`fair-result__verdict fair-result__verdict--${seedMatches ? 'ok' : 'bad'}`} role="status">
          <strong>{seedMatches ? text.matches : text.mismatch}</strong>
          <span>{seedMatches ? text.matchesText : text.mismatchText}</span>
        </p>
      )}
      <dl className="fair-result__hash">
        <dt>{text.hashOf}</dt>
        <dd className="fair-form__mono">{computedHash}</dd>
      </dl>
      <h3 className="fair-result__subtitle">{text.outcome}</h3>
      {outcome.kind === 'slot' && engine?.kind === 'slot' ? <SlotOutcome def={engine.def} result={outcome.result} /> : null}
      {outcome.kind === 'fishing' ? (
        <FishingOutcome fishName={outcome.fishName} multiplier={outcome.multiplier} captured={outcome.shot.captured} win={outcome.win} />
      ) : null}
      {outcome.kind === 'tai-xiu' ? <TaiXiuOutcome {...outcome} /> : null}
      <p className="fair-result__win">
        {text.winOf(outcome.win)}
        {winMatches === null ? null : (
          <span className={winMatches ? 'outcome__good' : 'outcome__bad'}> {winMatches ? text.sameWin : text.otherWin}</span>
        )}
      </p>
    </section>
  );
}
