import { formatMoney, TAI_XIU_BETS } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { fairnessText as text } from '../../../lib/i18n/play.ts';
import { CHECKABLE_ENGINES, findEngine } from '../utils/engines.ts';
import { readFairnessSearch } from '../utils/fairness-link.ts';
import { checkRound, type CheckResult } from '../utils/verify-round.ts';
import { FairnessResult } from './fairness-result.tsx';
import './bets.css';
import './fairness.css';
import '../../../components/ui/text-field.css';

type Form = { engine: string; stake: string; fishId: string; bet: string; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: string };

/**
 * "Kiểm tra công bằng" (public): the member pastes a revealed server seed and the round's data (a
 * recall's link fills in all but the seed); the check runs here, in the browser, with the domain's own
 * functions, so it does not depend on trusting our server.
 */
export function FairnessCheck() {
  const id = useId();
  const prefill = readFairnessSearch(useSearch());
  const [form, setForm] = useState<Form>(() => ({
    engine: findEngine(prefill.engine)?.id ?? CHECKABLE_ENGINES[0]?.id ?? '',
    stake: prefill.stake,
    fishId: prefill.fishId,
    bet: prefill.bet,
    serverSeed: '',
    serverSeedHash: prefill.serverSeedHash,
    clientSeed: prefill.clientSeed,
    nonce: prefill.nonce,
  }));
  const [result, setResult] = useState<CheckResult | null>(null);
  const engine = findEngine(form.engine);
  const stakes = engine?.stakes ?? [];
  const set = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setResult(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(
      checkRound({
        engine: form.engine,
        stake: Number(form.stake),
        fishId: form.fishId,
        bet: form.bet,
        serverSeed: form.serverSeed,
        serverSeedHash: form.serverSeedHash,
        clientSeed: form.clientSeed.trim(),
        nonce: form.nonce.trim() === '' ? Number.NaN : Number(form.nonce),
        recordedWin: prefill.recordedWin,
      }),
    );
  }

  const field = (name: keyof Form, label: string, extra: { hint?: string; mono?: boolean; numeric?: boolean } = {}) => (
    <div className="fair-form__field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={`field__input${extra.mono ? ' fair-form__mono' : ''}`}
        value={form[name]}
        onChange={(e) => set({ [name]: e.target.value })}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode={extra.numeric ? 'numeric' : undefined}
        aria-describedby={extra.hint ? `${id}-${name}-hint` : undefined}
      />
      {extra.hint ? (
        <p id={`${id}-${name}-hint`} className="field__hint">
          {extra.hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="fair">
      <p className="fair__lead">{text.lead}</p>
      <form className="fair-form" aria-label={text.form} onSubmit={submit} noValidate>
        <div className="fair-form__field">
          <label className="field__label" htmlFor={`${id}-engine`}>
            {text.game}
          </label>
          <select id={`${id}-engine`} className="field__input bets__select" value={form.engine} onChange={(e) => set({ engine: e.target.value, stake: '' })}>
            {CHECKABLE_ENGINES.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fair-form__field">
          <label className="field__label" htmlFor={`${id}-stake`}>
            {text.stake}
          </label>
          <select id={`${id}-stake`} className="field__input bets__select" value={form.stake} onChange={(e) => set({ stake: e.target.value })}>
            <option value="" disabled>
              —
            </option>
            {stakes.map((s) => (
              <option key={s} value={String(s)}>
                {formatMoney(s)}
              </option>
            ))}
          </select>
        </div>
        {engine?.kind === 'fishing' ? (
          <div className="fair-form__field">
            <label className="field__label" htmlFor={`${id}-fish`}>
              {text.fish}
            </label>
            <select id={`${id}-fish`} className="field__input bets__select" value={form.fishId} onChange={(e) => set({ fishId: e.target.value })}>
              <option value="" disabled>
                —
              </option>
              {engine.def.fish.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} (×{f.multiplier})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {engine?.kind === 'tai-xiu' ? (
          <div className="fair-form__field">
            <label className="field__label" htmlFor={`${id}-bet`}>
              {text.bet}
            </label>
            <select id={`${id}-bet`} className="field__input bets__select" value={form.bet} onChange={(e) => set({ bet: e.target.value })}>
              <option value="" disabled>
                —
              </option>
              {Object.entries(TAI_XIU_BETS).map(([bet, { name }]) => (
                <option key={bet} value={bet}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {field('serverSeed', text.serverSeed, { hint: text.serverSeedHint, mono: true })}
        {field('serverSeedHash', text.serverSeedHash, { mono: true })}
        {field('clientSeed', text.clientSeed, { mono: true })}
        {field('nonce', text.nonce, { numeric: true })}
        {prefill.recordedWin !== null ? <p className="fair-form__recorded">{text.recordedWin(prefill.recordedWin)}</p> : null}
        <button type="submit" className="btn btn--gold btn--block btn--large fair-form__submit">
          {text.submit}
        </button>
      </form>
      {result ? <FairnessResult result={result} engine={engine} /> : null}
    </div>
  );
}
