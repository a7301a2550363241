import { Link } from 'wouter';
import { formatCallbackWindow, type OperatorCallbackItem } from '@app/contract/callbacks';
import { BRANDS, formatDateTime, formatPhone } from '@app/domain';
import { memberPath } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import type { CallbackStep } from '../api/callback-steps.ts';
import { LONG_WAIT_MS, waitedText } from '../utils/waited.ts';

const brandName = (id: string) => BRANDS.find((b) => b.id === id)?.displayName ?? id;

/** Who asked: the member (their page, for whoever may open it) or a visitor, and on which brand's site. */
function Who({ item }: { item: OperatorCallbackItem }) {
  const may = useMay();
  const { member } = item;
  return (
    <>
      {member ? (
        may('memberDetail') ? (
          <Link href={memberPath(member.memberId)} className="table__link cell__main">
            {member.username}
          </Link>
        ) : (
          <span className="cell__main">{member.username}</span>
        )
      ) : (
        <span className="cell__main">{t.callbacks.visitor}</span>
      )}
      <span className="cell__sub muted">{member ? `${member.nickname} · ${brandName(item.brandId)}` : brandName(item.brandId)}</span>
    </>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`} className="table__link num nowrap">
      {formatPhone(phone)}
    </a>
  );
}

type OpenTableProps = {
  items: OperatorCallbackItem[];
  now: number;
  /** The signed-in operator, and whether they may act on others' claims (admin). */
  me: { id: string; mayActForOthers: boolean };
  busyId: number | null;
  onStep: (item: OperatorCallbackItem, step: CallbackStep) => void;
};

/** The open requests, oldest first: how long each has waited, whose it is, and the steps open to this operator. */
export function OpenCallbackTable({ items, now, me, busyId, onStep }: OpenTableProps) {
  const c = t.callbacks;
  return (
    <div className="table-wrap">
      <table className="table callback-table">
        <caption className="visually-hidden">{c.openCaption(items.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{c.columns.id}</th>
            <th scope="col">{c.columns.phone}</th>
            <th scope="col">{c.columns.who}</th>
            <th scope="col">{c.columns.window}</th>
            <th scope="col">{c.columns.waited}</th>
            <th scope="col">{c.columns.note}</th>
            <th scope="col">{c.columns.statusAndActions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const mine = item.claimedBy?.id === me.id;
            const others = item.status === 'claimed' && !mine;
            const mayClose = !others || me.mayActForOthers;
            const long = now - Date.parse(item.createdAt) > LONG_WAIT_MS;
            return (
              <tr key={item.id} aria-busy={busyId === item.id}>
                <th scope="row" className="num mono">
                  {item.id}
                </th>
                <td>
                  <Phone phone={item.phone} />
                </td>
                <td>
                  <Who item={item} />
                </td>
                <td>{formatCallbackWindow(item, now)}</td>
                <td className={`num nowrap${long ? ' callback-table__long' : ''}`}>{waitedText(item.createdAt, now)}</td>
                <td className="callback-table__note">{item.note ?? t.none}</td>
                <td className="callback-table__actions">
                  <span className={`cstatus cstatus--${item.status}${mine ? ' cstatus--mine' : ''}`}>
                    {item.claimedBy ? (mine ? c.claimedByYou : c.claimedBy(item.claimedBy.name)) : c.status.waiting}
                  </span>
                  {item.claimNote ? <span className="cell__sub muted">{item.claimNote}</span> : null}
                  <div className="row-actions callback-table__buttons">
                    {item.status === 'waiting' || (others && me.mayActForOthers) ? (
                      <button type="button" className="button button--small button--primary" disabled={busyId === item.id} onClick={() => onStep(item, 'claim')}>
                        {others ? c.takeOver : c.claim}
                      </button>
                    ) : null}
                    {mayClose ? (
                      <>
                        <button type="button" className="button button--small button--ghost" disabled={busyId === item.id} onClick={() => onStep(item, 'done')}>
                          {c.done}
                        </button>
                        <button type="button" className="button button--small button--danger" disabled={busyId === item.id} onClick={() => onStep(item, 'unreachable')}>
                          {c.unreachable}
                        </button>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The latest closed requests, newest first: the outcome, who closed it and what they noted. */
export function RecentCallbackTable({ items }: { items: OperatorCallbackItem[] }) {
  const c = t.callbacks;
  return (
    <div className="table-wrap">
      <table className="table table--compact callback-table">
        <thead>
          <tr>
            <th scope="col">{c.columns.id}</th>
            <th scope="col">{c.columns.phone}</th>
            <th scope="col">{c.columns.who}</th>
            <th scope="col">{c.columns.result}</th>
            <th scope="col">{c.columns.closeNote}</th>
            <th scope="col">{c.columns.closedAt}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="num mono">
                {item.id}
              </th>
              <td>
                <Phone phone={item.phone} />
              </td>
              <td>
                <Who item={item} />
              </td>
              <td>
                <span className={`cstatus cstatus--${item.status}`}>{c.status[item.status]}</span>
                {item.closedBy ? <span className="cell__sub muted">{c.closedBy(item.closedBy.name)}</span> : null}
              </td>
              <td className="callback-table__note">{item.closeNote ?? t.none}</td>
              <td className="num nowrap">{item.closedAt ? formatDateTime(item.closedAt) : t.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
