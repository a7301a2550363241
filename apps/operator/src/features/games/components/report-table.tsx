import type { GameCatalogue, GameDailyReport, GameDailyReportRow } from '@app/contract';
import { formatMoney } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { formatDay, formatRtp } from '../utils/report.ts';

type ReportTableProps = { report: GameDailyReport; catalogue: GameCatalogue | undefined };

/** One row per game per day, newest day first, and the range's totals at the foot; money in VND with commas (spec §9). */
export function ReportTable({ report, catalogue }: ReportTableProps) {
  const c = t.gameReport.columns;
  const providerName = (code: string) => catalogue?.providers.find((p) => p.code === code)?.name ?? code;
  const caption = t.gameReport.caption(formatDay(report.fromDate), formatDay(report.toDate));
  if (report.rows.length === 0) {
    return (
      <p className="empty" role="status">
        {t.gameReport.empty} ({caption})
      </p>
    );
  }
  const { totals } = report;
  return (
    <div className="table-wrap">
      <table className="table report-table">
        <caption className="table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.day}</th>
            <th scope="col">{c.game}</th>
            <th scope="col">{c.provider}</th>
            <th scope="col" className="table__amount">
              {c.rounds}
            </th>
            <th scope="col" className="table__amount">
              {c.turnover} ({t.detail.unit})
            </th>
            <th scope="col" className="table__amount">
              {c.payout} ({t.detail.unit})
            </th>
            <th scope="col" className="table__amount">
              {c.net} ({t.detail.unit})
            </th>
            <th scope="col" className="table__amount">
              {c.rtp}
            </th>
            <th scope="col" className="table__amount">
              {c.publishedRtp}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <ReportRow key={`${row.day}|${row.gameId}|${row.provider}`} row={row} providerName={providerName(row.provider)} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t.gameReport.total}
            </th>
            <td className="table__amount num">{formatMoney(totals.rounds)}</td>
            <td className="table__amount num">{formatMoney(totals.turnover)}</td>
            <td className="table__amount num">{formatMoney(totals.payout)}</td>
            <td className={`table__amount num ${netClass(totals.net)}`}>{formatMoney(totals.net)}</td>
            <td className="table__amount num">{formatRtp(totals.rtp)}</td>
            <td className="table__amount num">{t.none}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The house's net: a loss for the house (members won) reads as a debit. */
const netClass = (net: number) => (net < 0 ? 'amount--debit' : 'amount--credit');

function ReportRow({ row, providerName }: { row: GameDailyReportRow; providerName: string }) {
  // A measured return above the published one is worth a look (over a day it often is, by chance).
  const over = row.rtp !== null && row.publishedRtp !== null && row.rtp > row.publishedRtp;
  return (
    <tr>
      <td className="num">{formatDay(row.day)}</td>
      <th scope="row">{row.gameName}</th>
      <td>{providerName}</td>
      <td className="table__amount num">{formatMoney(row.rounds)}</td>
      <td className="table__amount num">{formatMoney(row.turnover)}</td>
      <td className="table__amount num">{formatMoney(row.payout)}</td>
      <td className={`table__amount num ${netClass(row.net)}`}>{formatMoney(row.net)}</td>
      <td className={`table__amount num${over ? ' rtp--over' : ''}`}>{formatRtp(row.rtp)}</td>
      <td className="table__amount num">{formatRtp(row.publishedRtp)}</td>
    </tr>
  );
}
