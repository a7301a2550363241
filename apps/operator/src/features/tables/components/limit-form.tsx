import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@app/domain';
import { tableLimitProblem, type TableBetLimit } from '@app/domain/casino';
import type { TableLimitRow } from '@app/contract/sandbox-tables';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSetTableLimit } from '../api/set-limit.ts';
import { limitLine, parseVnd } from '../utils/limit-text.ts';

type LimitFormProps = { tableId: string; tableName: string; row: TableLimitRow; onSaved: (notice: string) => void; onClose: () => void };

/**
 * New limits for one cửa of one table: the rule the provider holds a change to checked first
 * (tableLimitProblem), then a confirmation with the limits before and after.
 */
export function LimitForm({ tableId, tableName, row, onSaved, onClose }: LimitFormProps) {
  const f = t.tables.form;
  const titleId = useId();
  const errorsId = useId();
  const { submit, pending, refusal, clearRefusal } = useSetTableLimit();
  const [min, setMin] = useState(formatMoney(row.min));
  const [max, setMax] = useState(formatMoney(row.max));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TableBetLimit | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    const typed = { min: parseVnd(min), max: parseVnd(max) };
    if (typed.min === null || typed.max === null) return setProblem(f.notMoney);
    const limit = { min: typed.min, max: typed.max };
    const broken = tableLimitProblem(limit);
    setProblem(broken);
    if (!broken) setConfirming(limit);
  };

  const save = async (limit: TableBetLimit) => {
    const answer = await submit({ tableId, kind: row.kind, ...limit });
    setConfirming(null);
    if (answer) onSaved(t.tables.saved(tableName, row.name, limitLine(limit)));
  };

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };
  const errors = problem ? [problem] : refusal;
  return (
    <section className="panel tables-form-panel" aria-labelledby={titleId}>
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {f.title(tableName, row.name)}
        </h2>
      </div>
      <form className="panel__body tables-form" onSubmit={review} noValidate aria-describedby={errors ? errorsId : undefined}>
        <div className="tables-form__row">
          <MoneyField label={f.min} value={min} onChange={edited(setMin)} />
          <MoneyField label={f.max} value={max} onChange={edited(setMax)} />
        </div>
        <p className="hint tables-form__hint">{f.defaults(limitLine(row.defaults))}</p>
        {errors && errors.length > 0 ? (
          <div id={errorsId} className="tables-errors" role="alert">
            <p>{f.refusedTitle}</p>
            <ul>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="row-actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {f.submit}
          </button>
          <button type="button" className="button button--ghost" disabled={pending} onClick={onClose}>
            {f.cancel}
          </button>
        </div>
      </form>
      {confirming ? (
        <ActionDialog title={t.tables.confirm.title(row.name)} askReason={false} busy={pending} onConfirm={() => void save(confirming)} onCancel={() => setConfirming(null)}>
          <dl className="tables-confirm">
            <dt>{t.tables.confirm.before}</dt>
            <dd>{limitLine(row)}</dd>
            <dt>{t.tables.confirm.after}</dt>
            <dd>{limitLine(confirming)}</dd>
          </dl>
          <p className="hint">{t.tables.confirm.note}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}

function MoneyField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field tables-form__money">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input num" type="text" inputMode="numeric" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
