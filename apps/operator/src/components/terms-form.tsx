import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@app/domain';
import { parseVnd } from '../lib/money-input.ts';
import { ActionDialog } from './action-dialog.tsx';
import { TermsPanel } from './terms-desk.tsx';
import { FormErrors } from './form-errors.tsx';

type Pair<T> = readonly [T, T];

export type TermsFormText = { notMoney: string; defaults: (text: string) => string; submit: string; cancel: string; refusedTitle: string };

type TermsFormProps<V, B> = {
  title: string;
  /** The two amounts a row's terms are set by (VND), with what they are now. */
  fields: Pair<{ label: string; value: number }>;
  /** The amounts as typed (null: not a whole VND amount) as the terms they set, or null when they set none (the form says text.notMoney). */
  read: (amounts: Pair<number | null>) => V | null;
  /** The rule the provider holds a change to, checked before anything is asked: what is wrong, or null. */
  problem: (terms: V) => string | null;
  /** Terms as the hint, the confirmation and the notice show them. */
  line: (terms: V) => string;
  current: V;
  defaults: V;
  /** A line under the fields, kept up to date as they are typed in (what the terms typed would give). */
  preview?: (typed: V | null) => string;
  text: TermsFormText;
  confirm: { title: string; before: string; after: string; note: string };
  /** The page's form call (useFormCall): the provider's refusal beside the form. */
  call: { submit: (body: B) => Promise<unknown>; pending: boolean; refusal: string[] | null; clearRefusal: () => void };
  /** The call's body for the terms confirmed. */
  body: (terms: V) => B;
  /** The notice once they are saved. */
  saved: (terms: V) => string;
  onSaved: (notice: string) => void;
  onClose: () => void;
};

/**
 * New terms for one row of a desk (terms-desk.tsx): the rule the provider holds a change to checked
 * first, then a confirmation with the terms before and after.
 */
export function TermsForm<V, B>({ title, fields, read, problem, line, current, defaults, preview, text, confirm, call, body, saved, onSaved, onClose }: TermsFormProps<V, B>) {
  const titleId = useId();
  const errorsId = useId();
  const { pending, refusal, clearRefusal } = call;
  const [amounts, setAmounts] = useState<Pair<string>>([formatMoney(fields[0].value), formatMoney(fields[1].value)]);
  const [broken, setBroken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<V | null>(null);
  const typed = read([parseVnd(amounts[0]), parseVnd(amounts[1])]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    if (!typed) return setBroken(text.notMoney);
    const found = problem(typed);
    setBroken(found);
    if (!found) setConfirming(typed);
  };

  const save = async (terms: V) => {
    const answer = await call.submit(body(terms));
    setConfirming(null);
    if (answer) onSaved(saved(terms));
  };

  const edited = (index: 0 | 1) => (value: string) => {
    setAmounts((now) => (index === 0 ? [value, now[1]] : [now[0], value]));
    setBroken(null);
  };
  const errors = broken ? [broken] : refusal;
  return (
    <TermsPanel titleId={titleId} title={title} className="terms-form-panel">
      <form className="panel__body terms-form" onSubmit={review} noValidate aria-describedby={errors ? errorsId : undefined}>
        <div className="terms-form__row">
          <MoneyField label={fields[0].label} value={amounts[0]} onChange={edited(0)} />
          <MoneyField label={fields[1].label} value={amounts[1]} onChange={edited(1)} />
        </div>
        <p className="hint terms-form__hint">{text.defaults(line(defaults))}</p>
        {preview ? (
          <p className="terms-preview" aria-live="polite">
            {preview(typed)}
          </p>
        ) : null}
        <FormErrors id={errorsId} className="terms-errors" title={text.refusedTitle} errors={errors} />
        <div className="row-actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {text.submit}
          </button>
          <button type="button" className="button button--ghost" disabled={pending} onClick={onClose}>
            {text.cancel}
          </button>
        </div>
      </form>
      {confirming ? (
        <ActionDialog title={confirm.title} askReason={false} busy={pending} onConfirm={() => void save(confirming)} onCancel={() => setConfirming(null)}>
          <dl className="terms-confirm">
            <dt>{confirm.before}</dt>
            <dd>{line(current)}</dd>
            <dt>{confirm.after}</dt>
            <dd>{line(confirming)}</dd>
          </dl>
          <p className="hint">{confirm.note}</p>
        </ActionDialog>
      ) : null}
    </TermsPanel>
  );
}

function MoneyField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field terms-form__money">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input num" type="text" inputMode="numeric" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
