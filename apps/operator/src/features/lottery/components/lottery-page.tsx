import { useState } from 'react';
import { formatMoney } from '@app/domain';
import { LOTTERY_BETS, type LotteryBetType } from '@app/domain/lottery';
import type { LotteryOddsRow } from '@app/contract/sandbox-lottery';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { vietnamLocalValue } from '../../../lib/vietnam-time.ts';
import { useLotteryOdds } from '../api/odds.ts';
import { oddsFigures } from '../utils/odds-figures.ts';
import { OddsForm } from './odds-form.tsx';
import './lottery.css';

/** "28-11-2026 19:05", Vietnam time. */
const shownAt = (iso: string) => {
  const local = vietnamLocalValue(Date.parse(iso));
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
};

/**
 * "Xổ số": the lottery's odds per bet type, with each one's exact house edge and RTP. Every role reads
 * them; the trading roles change one (a form, then a confirmation showing the odds before and after).
 */
export function LotteryPage() {
  const l = t.lottery;
  useDocumentTitle(l.heading);
  const may = useMay();
  const list = useLotteryOdds();
  const [editing, setEditing] = useState<LotteryBetType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canEdit = may('lotteryOddsSet');
  const open = list.data?.odds.find((o) => o.betType === editing) ?? null;

  return (
    <section className="page" aria-labelledby="lottery-heading">
      <header className="page__header page__header--stacked">
        <h1 id="lottery-heading" className="page__title">
          {l.heading}
        </h1>
        <p className="page__lead">{l.lead}</p>
        <p className="lottery-notice" role="status">
          {notice}
        </p>
      </header>
      <div className="lottery-layout">
        <section className="panel" aria-labelledby="lottery-list-title">
          <div className="panel__header">
            <h2 id="lottery-list-title" className="panel__title">
              {l.listTitle}
            </h2>
            <button type="button" className="button button--ghost button--small" disabled={list.isFetching} aria-busy={list.isFetching} onClick={() => void list.refetch()}>
              {l.refresh}
            </button>
          </div>
          {list.data ? (
            <OddsTable rows={list.data.odds} canEdit={canEdit} editing={editing} onEdit={(b) => setEditing(b)} />
          ) : list.isPending ? (
            <p className="hint panel__body" role="status">
              <span className="spinner" aria-hidden="true" /> {t.loading}
            </p>
          ) : null}
        </section>
        {open && canEdit ? (
          <OddsForm
            key={open.betType}
            row={open}
            onSaved={(message) => {
              setNotice(message);
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </div>
    </section>
  );
}

type OddsTableProps = { rows: readonly LotteryOddsRow[]; canEdit: boolean; editing: LotteryBetType | null; onEdit: (betType: LotteryBetType) => void };

function OddsTable({ rows, canEdit, editing, onEdit }: OddsTableProps) {
  const c = t.lottery.columns;
  return (
    <div className="table-wrap">
      <table className="table lottery-odds">
        <thead>
          <tr>
            <th scope="col">{c.betType}</th>
            <th scope="col" className="num">
              {c.pointPrice}
            </th>
            <th scope="col" className="num">
              {c.payout}
            </th>
            <th scope="col" className="num">
              {c.winsOneIn}
            </th>
            <th scope="col" className="num">
              {c.rtp}
            </th>
            <th scope="col" className="num">
              {c.houseEdge}
            </th>
            {canEdit ? <th scope="col">{c.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = LOTTERY_BETS[row.betType].name;
            const figures = oddsFigures(row.betType, row);
            return (
              <tr key={row.betType}>
                <th scope="row">
                  <span className="cell__main">{name}</span>
                  <span className="cell__sub">{row.updatedAt ? t.lottery.changedAt(shownAt(row.updatedAt)) : t.lottery.isDefault}</span>
                </th>
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
                {canEdit ? (
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t.lottery.editLabel(name)}
                      aria-pressed={editing === row.betType}
                      onClick={() => onEdit(row.betType)}
                    >
                      {t.lottery.edit}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
