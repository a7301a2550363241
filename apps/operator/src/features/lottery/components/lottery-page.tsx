import { formatMoney } from '@app/domain';
import { LOTTERY_BETS, type LotteryBetType } from '@app/domain/lottery';
import type { LotteryOddsRow } from '@app/contract/sandbox-lottery';
import { TermsDesk, TermsPanel, TermsRow, TermsTable, useTermsDesk } from '../../../components/terms-desk.tsx';
import { t } from '../../../lib/i18n.ts';
import { useLotteryOdds } from '../api/odds.ts';
import { oddsFigures } from '../utils/odds-figures.ts';
import { OddsForm } from './odds-form.tsx';
import './lottery.css';

/**
 * "Xổ số": the lottery's odds per bet type, with each one's exact house edge and RTP. Every role reads
 * them; the trading roles change one (a form, then a confirmation showing the odds before and after).
 */
export function LotteryPage() {
  const l = t.lottery;
  const list = useLotteryOdds();
  const desk = useTermsDesk<LotteryBetType>('lotteryOddsSet');
  const open = list.data?.odds.find((o) => o.betType === desk.editing) ?? null;

  return (
    <TermsDesk headingId="lottery-heading" heading={l.heading} lead={l.lead} notice={desk.notice}>
      <TermsPanel titleId="lottery-list-title" title={l.listTitle} refresh={{ text: l.refresh, busy: list.isFetching, onClick: () => void list.refetch() }}>
        {list.data ? (
          <OddsTable rows={list.data.odds} canEdit={desk.canEdit} editing={desk.editing} onEdit={desk.edit} />
        ) : list.isPending ? (
          <p className="hint panel__body" role="status">
            <span className="spinner" aria-hidden="true" /> {t.loading}
          </p>
        ) : null}
      </TermsPanel>
      {open && desk.canEdit ? <OddsForm key={open.betType} row={open} onSaved={desk.saved} onClose={desk.close} /> : null}
    </TermsDesk>
  );
}

type OddsTableProps = { rows: readonly LotteryOddsRow[]; canEdit: boolean; editing: LotteryBetType | null; onEdit: (betType: LotteryBetType) => void };

function OddsTable({ rows, canEdit, editing, onEdit }: OddsTableProps) {
  const c = t.lottery.columns;
  const columns = [{ label: c.betType }, ...[c.pointPrice, c.payout, c.winsOneIn, c.rtp, c.houseEdge].map((label) => ({ label, num: true }))];
  return (
    <TermsTable columns={columns} actions={canEdit ? c.actions : null}>
      {rows.map((row) => {
        const name = LOTTERY_BETS[row.betType].name;
        const figures = oddsFigures(row.betType, row);
        const edit = { text: t.lottery.edit, label: t.lottery.editLabel(name), pressed: editing === row.betType, onClick: () => onEdit(row.betType) };
        return (
          <TermsRow key={row.betType} name={name} updatedAt={row.updatedAt} text={t.lottery} edit={canEdit ? edit : null}>
            <td className="num nowrap">{formatMoney(row.pointPrice)} ₫</td>
            <td className="num nowrap">
              <span className="cell__main">{formatMoney(row.payoutPerPoint)} ₫</span>
              {row.betType === 'lo' ? <span className="cell__sub">{t.lottery.perHit}</span> : null}
            </td>
            <td className="num nowrap">{t.lottery.draws(figures.winsOneIn)}</td>
            <td className="num nowrap">{figures.rtp}</td>
            <td className="num nowrap">
              <span className="cell__main lottery-edge">{figures.houseEdge}</span>
              {figures.houseEdgeExact ? <span className="cell__sub">{t.lottery.exact(figures.houseEdgeExact)}</span> : null}
            </td>
          </TermsRow>
        );
      })}
    </TermsTable>
  );
}
