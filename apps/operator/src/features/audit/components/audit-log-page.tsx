import { Link } from 'wouter';
import type { AuditEntry, OperatorRole } from '@app/contract';
import {
  formatDateTime,
  formatMoney,
  GAME_CATEGORIES,
  GAME_PROVIDERS,
  GAME_STATUSES,
  isTransactionStatus,
  isTransactionType,
  isWalletKey,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  walletDisplayName,
  type GameStatus,
} from '@app/domain';
import { memberPath } from '../../../config/paths.ts';
import { AUDIT_ACTION_LABELS, t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuditLog } from '../api/audit-log.ts';

/** The audit log, newest first, older pages on request. */
export function AuditLogPage() {
  useDocumentTitle(t.audit.heading);
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const c = t.audit.columns;

  return (
    <section className="page" aria-labelledby="audit-heading">
      <header className="page__header page__header--stacked">
        <h1 id="audit-heading" className="page__title">
          {t.audit.heading}
        </h1>
        <p className="page__lead">{t.audit.lead}</p>
      </header>
      {log.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : entries.length === 0 ? (
        <p className="empty">{t.audit.empty}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{c.at}</th>
                <th scope="col">{c.operator}</th>
                <th scope="col">{c.action}</th>
                <th scope="col">{c.target}</th>
                <th scope="col">{c.details}</th>
                <th scope="col">{c.ip}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="num nowrap">{formatDateTime(e.at)}</td>
                  <td>{e.operator ? e.operator.username : t.audit.unknownOperator}</td>
                  <td>
                    <span className={`action action--${e.action.split('.')[0]}${e.action.endsWith('_failed') ? ' action--failed' : ''}`}>
                      {AUDIT_ACTION_LABELS[e.action]}
                    </span>
                  </td>
                  <td>
                    <Target entry={e} />
                  </td>
                  <td className="muted">{describe(e)}</td>
                  <td className="num mono">{e.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data ? (
        <div className="more">
          {log.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={log.isFetchingNextPage}
              aria-busy={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? t.audit.loadingMore : t.audit.more}
            </button>
          ) : (
            <p className="hint">{t.audit.end}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const target = entry.target;
  if (!target) return <>{t.none}</>;
  if (target.kind === 'member') {
    return (
      <Link href={memberPath(target.id)} className="table__link">
        {target.label ?? target.id}
      </Link>
    );
  }
  if (target.kind === 'payment' || target.kind === 'game_alert' || target.kind === 'callback') return <span className="num">#{target.id}</span>;
  if (target.kind === 'category') return <>{GAME_CATEGORIES.find((c) => c.id === target.id)?.name ?? target.id}</>;
  if (target.kind === 'provider') return <>{GAME_PROVIDERS.find((p) => p.code === target.id)?.name ?? target.id}</>;
  return <>{target.label ?? target.id}</>;
}

const isRole = (value: unknown): value is OperatorRole => typeof value === 'string' && Object.hasOwn(t.roles, value);
const statusName = (value: unknown) => (isTransactionStatus(value) ? TRANSACTION_STATUS_LABELS[value] : String(value));

/** 'Rút tiền 400,000 VND · Đang xét duyệt → Không thành công · Lý do: …' */
function describePayment(d: Record<string, unknown>): string {
  const type = typeof d.type === 'string' && isTransactionType(d.type) ? TRANSACTION_TYPE_LABELS[d.type] : '';
  const amount = typeof d.amount === 'number' ? `${formatMoney(d.amount)} VND` : '';
  const parts = [`${type} ${amount}`.trim(), `${statusName(d.from)} → ${statusName(d.to)}`];
  if (typeof d.reason === 'string' && d.reason) parts.push(t.audit.reasonDetails(d.reason));
  return parts.join(' · ');
}

const isGameStatus = (value: unknown): value is GameStatus => (GAME_STATUSES as readonly unknown[]).includes(value);
const gameStatusName = (value: unknown) => (isGameStatus(value) ? t.gameStatus[value] : String(value));

/** 'Đang hoạt động → Bảo trì · Thông báo: …' */
function describeGameStatus(d: Record<string, unknown>): string {
  const parts = [`${gameStatusName(d.from)} → ${gameStatusName(d.to)}`];
  if (typeof d.message === 'string' && d.message) parts.push(t.audit.messageDetails(d.message));
  return parts.join(' · ');
}

/** A callback step: the number, the operator's note, and whose claim it took over or closed. */
function describeCallback(d: Record<string, unknown>): string {
  const phone = typeof d.phone === 'string' ? d.phone : '';
  const parts = [t.callbacks.auditDetails(phone, typeof d.note === 'string' ? d.note : null)];
  if (typeof d.takenFrom === 'string') parts.push(t.callbacks.auditTakenFrom(d.takenFrom));
  if (typeof d.claimedBy === 'string') parts.push(t.callbacks.auditClaimedBy(d.claimedBy));
  return parts.join(' · ');
}

/** The few details each action carries, in words. */
function describe(entry: AuditEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case 'member.search':
      return t.audit.searchDetails(String(d.query ?? ''), Number(d.results ?? 0));
    case 'operator.login_failed':
      return `${t.audit.failedLogin(String(d.username ?? ''))}${d.reason === 'disabled' ? ` · ${t.audit.disabledReason}` : ''}`;
    case 'audit.view':
      return typeof d.before === 'number' ? t.audit.pageDetails : t.none;
    case 'member.ledger_view': {
      const wallet = typeof d.walletKey === 'string' && isWalletKey(d.walletKey) ? walletDisplayName(d.walletKey) : String(d.walletKey ?? '');
      return `${t.audit.walletDetails(wallet)}${typeof d.before === 'number' ? ` · ${t.audit.pageDetails}` : ''}`;
    }
    case 'member.lock':
    case 'member.unlock':
      return typeof d.reason === 'string' ? t.audit.reasonDetails(d.reason) : t.none;
    case 'payment.approve':
    case 'payment.mark_paid':
    case 'payment.mark_failed':
    case 'payment.reject':
      return describePayment(d);
    case 'game.update':
    case 'game.provider_update':
      return describeGameStatus(d);
    case 'game.reorder':
      return typeof d.order === 'string' ? t.audit.orderDetails(d.order) : t.none;
    case 'member.bets_view':
      if (typeof d.roundId === 'string') return t.audit.roundDetails(d.roundId, String(d.provider ?? ''));
      return typeof d.cursor === 'string' ? t.audit.pageDetails : t.none;
    case 'operator.create':
      return isRole(d.role) ? t.audit.createdDetails(t.roles[d.role]) : t.none;
    case 'operator.role_change':
      return isRole(d.from) && isRole(d.to) ? t.audit.roleDetails(t.roles[d.from], t.roles[d.to]) : t.none;
    case 'callback.claim':
    case 'callback.done':
    case 'callback.unreachable':
      return describeCallback(d);
    case 'game.alert_resolve': {
      const difference = typeof d.difference === 'number' ? formatMoney(d.difference) : '';
      return t.audit.alertDetails(String(d.provider ?? ''), difference, String(d.note ?? ''));
    }
    case 'table.limits_change':
      // 'Xóc Đĩa Bàn 1 · 4 Đỏ: tối thiểu 10,000 · tối đa 2,000,000 → tối thiểu 10,000 · tối đa 500,000', as the server wrote it.
      return `${String(d.table ?? '')} · ${String(d.kind ?? '')}: ${String(d.before ?? '')} → ${String(d.after ?? '')}`;
    default:
      return t.none;
  }
}
