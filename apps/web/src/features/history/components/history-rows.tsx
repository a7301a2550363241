import type { HistoryItem } from '@app/contract';
import { formatDateTime, formatMoney, TRANSACTION_STATUS_LABELS } from '@app/domain';
import { historyText as text } from '../../../lib/i18n/history.ts';
import { HISTORY_TYPE_LABELS } from '../utils/type-labels.ts';

/** Colour follows the outcome: 1 green, 2–3 amber (still open), 4–5 red. */
function StatusLabel({ status }: { status: HistoryItem['status'] }) {
  return <span className={`history__status history__status--${status}`}>{TRANSACTION_STATUS_LABELS[status]}</span>;
}

/** Phones: one card per transaction. */
export function HistoryCards({ items }: { items: HistoryItem[] }) {
  return (
    <ul className="history__cards" aria-label={text.list}>
      {items.map((item) => (
        <li key={item.id} className="history__card">
          <div className="history__card-top">
            <span className="history__type">{HISTORY_TYPE_LABELS[item.type]}</span>
            <strong className="history__amount num">{formatMoney(item.amount)}</strong>
          </div>
          <p className="history__description">{item.description}</p>
          {item.reason ? (
            <p className="history__reason">
              {text.reason}: {item.reason}
            </p>
          ) : null}
          <div className="history__card-bottom">
            <time className="num" dateTime={item.createdAt}>
              {formatDateTime(item.createdAt)}
            </time>
            <StatusLabel status={item.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table, one row per transaction. */
export function HistoryTable({ items }: { items: HistoryItem[] }) {
  return (
    <table className="history__table">
      <caption className="visually-hidden">{text.list}</caption>
      <thead>
        <tr>
          <th scope="col">{text.time}</th>
          <th scope="col">{text.type}</th>
          <th scope="col">{text.description}</th>
          <th scope="col" className="history__num-col">
            {text.amount}
          </th>
          <th scope="col">{text.status}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="num">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </td>
            <td>{HISTORY_TYPE_LABELS[item.type]}</td>
            <td>
              {item.description}
              {item.reason ? (
                <span className="history__reason">
                  {text.reason}: {item.reason}
                </span>
              ) : null}
            </td>
            <td className="history__num-col num">{formatMoney(item.amount)}</td>
            <td>
              <StatusLabel status={item.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
