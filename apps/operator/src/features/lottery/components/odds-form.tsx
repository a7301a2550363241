import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@app/domain';
import { LOTTERY_BETS, lotteryOddsProblem, type LotteryOdds } from '@app/domain/lottery';
import type { LotteryOddsRow } from '@app/contract/sandbox-lottery';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSetLotteryOdds } from '../api/set-odds.ts';
import { oddsFigures, parseVnd } from '../utils/odds-figures.ts';

type OddsFormProps = { row: LotteryOddsRow; onSaved: (notice: string) => void; onClose: () => void };

const money = (vnd: number) => `${formatMoney(vnd)} ₫`;

/**
 * New odds for one bet type: the house edge and RTP they give shown as they are typed, the same rule
 * the provider holds a change to checked first, then a confirmation with the odds before and after.
 */
export function OddsForm({ row, onSaved, onClose }: OddsFormProps) {
  const f = t.lottery.form;
  const name = LOTTERY_BETS[row.betType].name;
  const titleId = useId();
  const errorsId = useId();
  const { submit, pending, refusal, clearRefusal } = useSetLotteryOdds();
  const [price, setPrice] = useState(formatMoney(row.pointPrice));
  const [payout, setPayout] = useState(formatMoney(row.payoutPerPoint));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LotteryOdds | null>(null);

  const typed = (() => {
    const pointPrice = parseVnd(price);
    const payoutPerPoint = parseVnd(payout);
    return pointPrice && payoutPerPoint ? { pointPrice, payoutPerPoint } : null;
  })();
  const preview = typed ? oddsFigures(row.betType, typed) : null;
  const line = (odds: LotteryOdds) => t.lottery.oddsLine(money(odds.pointPrice), money(odds.payoutPerPoint), oddsFigures(row.betType, odds).houseEdge);

  const review = (event: FormEvent) => {
    event.preventDefault();
    clearRefusal();
    if (!typed) return setProblem(f.notMoney);
    const broken = lotteryOddsProblem(row.betType, typed);
    setProblem(broken);
    if (!broken) setConfirming(typed);
  };

  const save = async (odds: LotteryOdds) => {
    const answer = await submit({ betType: row.betType, ...odds });
    setConfirming(null);
    if (answer) onSaved(t.lottery.saved(name, oddsFigures(row.betType, odds).houseEdge));
  };

  const errors = problem ? [problem] : refusal;
  return (
    <section className="panel lottery-form-panel" aria-labelledby={titleId}>
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {f.title(name)}
        </h2>
      </div>
      <form className="panel__body lottery-form" onSubmit={review} noValidate aria-describedby={errors ? errorsId : undefined}>
        <div className="lottery-form__row">
          <MoneyField label={f.pointPrice} value={price} onChange={(v) => (setPrice(v), setProblem(null))} />
          <MoneyField label={row.betType === 'lo' ? f.payoutLo : f.payout} value={payout} onChange={(v) => (setPayout(v), setProblem(null))} />
        </div>
        <p className="hint lottery-form__hint">{f.defaults(line(row.defaults))}</p>
        <p className="lottery-preview" aria-live="polite">
          {preview ? f.preview(preview.houseEdge, preview.rtp) : f.notMoney}
        </p>
        {errors && errors.length > 0 ? (
          <div id={errorsId} className="lottery-errors" role="alert">
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
        <ActionDialog title={t.lottery.confirm.title(name)} askReason={false} busy={pending} onConfirm={() => void save(confirming)} onCancel={() => setConfirming(null)}>
          <dl className="lottery-confirm">
            <dt>{t.lottery.confirm.before}</dt>
            <dd>{line(row)}</dd>
            <dt>{t.lottery.confirm.after}</dt>
            <dd>{line(confirming)}</dd>
          </dl>
          <p className="hint">{t.lottery.confirm.note}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}

function MoneyField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field lottery-form__money">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input num" type="text" inputMode="numeric" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
