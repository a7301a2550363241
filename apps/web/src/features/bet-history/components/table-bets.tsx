import { formatMoney } from '@app/domain';
import { tableRecallText as text } from '../../../lib/i18n/recall.ts';
import type { TableBetLine } from '../utils/table-detail.ts';

/** Each cửa the member bet on the round: its name, the amount, and what it returned (or that the round is still open). */
export function TableBets<K extends string>({ lines, names }: { lines: readonly TableBetLine<K>[]; names: Readonly<Record<K, { readonly name: string }>> }) {
  return (
    <table className="table-bets">
      <caption>{text.betsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.betKind}</th>
          <th scope="col" className="table-bets__num">
            {text.amount}
          </th>
          <th scope="col" className="table-bets__num">
            {text.paid}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row">{names[line.kind].name}</th>
            <td className="table-bets__num num">{formatMoney(line.amount)}</td>
            <td className="table-bets__num">
              <Paid line={line} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Paid({ line }: { line: TableBetLine<string> }) {
  if (line.win === null) return <span className="table-bets__pending">{text.awaiting}</span>;
  if (line.win === line.amount) {
    return (
      <span className="num">
        {formatMoney(line.win)} <small>({text.refunded})</small>
      </span>
    );
  }
  return <span className={`num ${line.win > line.amount ? 'outcome__good' : 'outcome__bad'}`}>{formatMoney(line.win)}</span>;
}
