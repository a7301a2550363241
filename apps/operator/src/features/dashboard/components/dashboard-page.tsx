import type { OperatorDashboard } from '@app/contract';
import { DEPOSIT_CHANNEL_NAMES, formatMoney, GAME_PROVIDERS, TRANSACTION_TYPE_LABELS, type DepositChannel } from '@app/domain';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDashboard } from '../api/get-dashboard.ts';

const d = () => t.dashboard;

/** "12 phút" / "3 giờ 5 phút": how long the oldest request has waited. */
export function waitedFor(sinceIso: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return `${minutes} phút`;
  return `${Math.floor(minutes / 60)} giờ ${minutes % 60} phút`;
}

const channelName = (channel: string | null) => (channel ? (DEPOSIT_CHANNEL_NAMES[channel as DepositChannel] ?? channel) : t.none);
const providerName = (code: string) => GAME_PROVIDERS.find((p) => p.code === code)?.name ?? code;

/** What an operator keeps open all day: who is online, today's money and play, what waits for review. */
export function DashboardPage() {
  useDocumentTitle(d().heading);
  const { data, isPending, isError, dataUpdatedAt } = useDashboard();
  return (
    <section className="page" aria-labelledby="dashboard-heading">
      <header className="page__header page__header--stacked">
        <h1 id="dashboard-heading" className="page__title">
          {d().heading}
        </h1>
        <p className="page__lead">{data ? d().updatedAt(new Date(dataUpdatedAt).toLocaleTimeString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })) : d().lead}</p>
      </header>
      {isPending ? (
        <p className="muted">{t.loading}</p>
      ) : isError || !data ? (
        <p className="empty">{d().failed}</p>
      ) : (
        <DashboardBody data={data} nowMs={dataUpdatedAt} />
      )}
    </section>
  );
}

function DashboardBody({ data, nowMs }: { data: OperatorDashboard; nowMs: number }) {
  const may = useMay();
  const sum = (type: 'DEPOSIT' | 'WITHDRAWAL', pick: (p: OperatorDashboard['paymentsToday'][number]) => number) =>
    data.paymentsToday.filter((p) => p.type === type).reduce((total, p) => total + pick(p), 0);
  const pending = (type: 'DEPOSIT' | 'WITHDRAWAL') => data.pendingReviews.find((p) => p.type === type);
  const ggr = data.revenueToday.reduce((total, r) => total + r.ggr, 0);
  const tiles: { label: string; value: string; note?: string | undefined }[] = [
    { label: d().online, value: formatMoney(data.membersOnline) },
    { label: d().registrations, value: formatMoney(data.registrationsToday) },
    ...(['DEPOSIT', 'WITHDRAWAL'] as const).map((type) => ({
      label: d().paid(TRANSACTION_TYPE_LABELS[type]),
      value: formatMoney(sum(type, (p) => p.succeededAmount)),
      note: d().requests(sum(type, (p) => p.requested), formatMoney(sum(type, (p) => p.requestedAmount))),
    })),
    ...(['DEPOSIT', 'WITHDRAWAL'] as const).map((type) => {
      const p = pending(type);
      return { label: d().waiting(TRANSACTION_TYPE_LABELS[type]), value: String(p?.count ?? 0), note: p?.oldestSince ? d().oldest(waitedFor(p.oldestSince, nowMs)) : undefined };
    }),
    { label: d().ggr, value: formatMoney(ggr) },
    ...(may('chatDesk') ? [{ label: d().chatsWaiting, value: formatMoney(data.chatsWaiting), note: d().agentsOnDuty(data.agentsOnDuty) }] : []),
  ];
  return (
    <>
      <ul className="stat-tiles" aria-label={d().summary}>
        {tiles.map((tile) => (
          <li key={tile.label} className="stat-tile">
            <span className="stat-tile__label">{tile.label}</span>
            <span className="stat-tile__value num">{tile.value}</span>
            {tile.note ? <span className="stat-tile__note">{tile.note}</span> : null}
          </li>
        ))}
      </ul>
      <p className="dashboard__links">
        {may('reviewQueue') ? <Link href={paths.review}>{d().toReview}</Link> : null}
        {may('chatDesk') ? <Link href={paths.chat}>{d().toChat}</Link> : null}
      </p>
      <div className="panels">
        <section className="panel" aria-labelledby="dashboard-payments">
          <h2 id="dashboard-payments" className="panel__title">
            {d().paymentsTitle}
          </h2>
          {data.paymentsToday.length === 0 ? (
            <p className="empty">{d().noPayments}</p>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{d().columns.type}</th>
                    <th scope="col">{d().columns.channel}</th>
                    <th scope="col" className="num">{d().columns.requested}</th>
                    <th scope="col" className="num">{d().columns.requestedAmount}</th>
                    <th scope="col" className="num">{d().columns.succeeded}</th>
                    <th scope="col" className="num">{d().columns.succeededAmount}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.paymentsToday.map((p) => (
                    <tr key={`${p.type}-${p.channel ?? ''}`}>
                      <td>{TRANSACTION_TYPE_LABELS[p.type]}</td>
                      <td>{channelName(p.channel)}</td>
                      <td className="num">{formatMoney(p.requested)}</td>
                      <td className="num">{formatMoney(p.requestedAmount)}</td>
                      <td className="num">{formatMoney(p.succeeded)}</td>
                      <td className="num">{formatMoney(p.succeededAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="panel" aria-labelledby="dashboard-revenue">
          <h2 id="dashboard-revenue" className="panel__title">
            {d().revenueTitle}
          </h2>
          {data.revenueToday.length === 0 ? (
            <p className="empty">{d().noRevenue}</p>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{d().columns.provider}</th>
                    <th scope="col" className="num">{d().columns.rounds}</th>
                    <th scope="col" className="num">{d().columns.turnover}</th>
                    <th scope="col" className="num">{d().columns.payout}</th>
                    <th scope="col" className="num">{d().columns.ggr}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.revenueToday.map((r) => (
                    <tr key={r.provider}>
                      <td>{providerName(r.provider)}</td>
                      <td className="num">{formatMoney(r.rounds)}</td>
                      <td className="num">{formatMoney(r.turnover)}</td>
                      <td className="num">{formatMoney(r.payout)}</td>
                      <td className="num">{formatMoney(r.ggr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
