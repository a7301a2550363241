import { Link } from 'wouter';
import type { GameAlert } from '@app/contract';
import { formatDateTimeWithYear, formatMoney } from '@app/domain';
import { memberPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';

type AlertTableProps = { alerts: GameAlert[]; onResolve: (alert: GameAlert) => void };

/** Signed, so which side holds more reads at once: '+25,000' (the provider holds more) / '-25,000'. */
const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

export function AlertTable({ alerts, onResolve }: AlertTableProps) {
  const c = t.gameAlerts.columns;
  return (
    <div className="table-wrap">
      <table className="table alert-table">
        <thead>
          <tr>
            <th scope="col">{c.at}</th>
            <th scope="col">{c.member}</th>
            <th scope="col">{c.provider}</th>
            <th scope="col" className="table__amount">
              {c.expected} ({t.detail.unit})
            </th>
            <th scope="col" className="table__amount">
              {c.actual} ({t.detail.unit})
            </th>
            <th scope="col" className="table__amount">
              {c.difference} ({t.detail.unit})
            </th>
            <th scope="col">{c.status}</th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <tr key={alert.id}>
              <td className="num nowrap">{formatDateTimeWithYear(alert.createdAt)}</td>
              <th scope="row">
                <Link href={memberPath(alert.member.memberId)} className="table__link">
                  {alert.member.username}
                </Link>
              </th>
              <td>{alert.provider}</td>
              <td className="table__amount num">{formatMoney(alert.expectedBalance)}</td>
              <td className="table__amount num">{formatMoney(alert.providerBalance)}</td>
              <td className="table__amount num amount--debit">{signed(alert.difference)}</td>
              <td>
                {alert.resolution ? (
                  <div className="alert-note">
                    <span className="cell__main">{alert.resolution.note}</span>
                    <span className="cell__sub muted">
                      {t.gameAlerts.resolvedBy(alert.resolution.operator?.displayName ?? t.none, formatDateTimeWithYear(alert.resolution.at))}
                    </span>
                  </div>
                ) : (
                  <button type="button" className="button button--small button--primary" onClick={() => onResolve(alert)}>
                    {t.gameAlerts.resolve}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
