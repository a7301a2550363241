import { formatMoney } from '@app/domain';
import { LOTTERY_BETS, lotteryOddsProblem, type LotteryOdds } from '@app/domain/lottery';
import type { LotteryOddsRow } from '@app/contract/sandbox-lottery';
import { TermsForm } from '../../../components/terms-form.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSetLotteryOdds } from '../api/set-odds.ts';
import { oddsFigures } from '../utils/odds-figures.ts';

type OddsFormProps = { row: LotteryOddsRow; onSaved: (notice: string) => void; onClose: () => void };

const money = (vnd: number) => `${formatMoney(vnd)} ₫`;

/**
 * New odds for one bet type: the house edge and RTP they give shown as they are typed, the same rule
 * the provider holds a change to checked first, then a confirmation with the odds before and after.
 */
export function OddsForm({ row, onSaved, onClose }: OddsFormProps) {
  const f = t.lottery.form;
  const name = LOTTERY_BETS[row.betType].name;
  const call = useSetLotteryOdds();
  const line = (odds: LotteryOdds) => t.lottery.oddsLine(money(odds.pointPrice), money(odds.payoutPerPoint), oddsFigures(row.betType, odds).houseEdge);
  return (
    <TermsForm
      title={f.title(name)}
      fields={[
        { label: f.pointPrice, value: row.pointPrice },
        { label: row.betType === 'lo' ? f.payoutLo : f.payout, value: row.payoutPerPoint },
      ]}
      read={([pointPrice, payoutPerPoint]) => (pointPrice && payoutPerPoint ? { pointPrice, payoutPerPoint } : null)}
      problem={(odds) => lotteryOddsProblem(row.betType, odds)}
      line={line}
      current={row}
      defaults={row.defaults}
      preview={(typed) => {
        const figures = typed ? oddsFigures(row.betType, typed) : null;
        return figures ? f.preview(figures.houseEdge, figures.rtp) : f.notMoney;
      }}
      text={f}
      confirm={{ ...t.lottery.confirm, title: t.lottery.confirm.title(name) }}
      call={call}
      body={(odds) => ({ betType: row.betType, ...odds })}
      saved={(odds) => t.lottery.saved(name, oddsFigures(row.betType, odds).houseEdge)}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
