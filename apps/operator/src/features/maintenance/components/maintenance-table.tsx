import { formatDateTime } from '@app/domain';
import type { OperatorMaintenanceList } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { stateAt } from '../utils/vietnam-time.ts';

export type MaintenanceWindow = OperatorMaintenanceList['windows'][number];

type MaintenanceTableProps = {
  windows: MaintenanceWindow[];
  /** Server time: a window's state moves on with it. */
  now: number;
  /** Null: the operator's role may not end or cancel a window (no action column). */
  onEnd: ((window: MaintenanceWindow, active: boolean) => void) | null;
};

export function MaintenanceTable({ windows, now, onEnd }: MaintenanceTableProps) {
  const c = t.maintenance.columns;
  // The list names operators by id: the signed-in one is shown by name (the others' names are not in the answer).
  const me = useSession()?.operator;
  const who = (id: string) => (me && id === me.id ? me.displayName : id);
  return (
    <div className="table-wrap maintenance-table-wrap">
      <table className="table maintenance-table">
        <thead>
          <tr>
            <th scope="col">{c.state}</th>
            <th scope="col">{c.area}</th>
            <th scope="col">{c.provider}</th>
            <th scope="col">{c.message}</th>
            <th scope="col">{c.time}</th>
            <th scope="col">{c.createdBy}</th>
            {onEnd ? <th scope="col">{c.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {windows.map((w) => {
            const state = stateAt(w, now);
            return (
              <tr key={w.id}>
                <td className="nowrap">
                  <span className={`mstate mstate--${state}`}>{t.maintenance.states[state]}</span>
                </td>
                <td className="nowrap">{t.maintenance.areas[w.area]}</td>
                <td>{w.providerCode ?? t.none}</td>
                <td className="maintenance-table__message">{w.message}</td>
                <td className="num nowrap">
                  {formatDateTime(w.startsAt)} – {formatDateTime(w.endsAt)}
                </td>
                <td>
                  <span className="cell__main">{who(w.createdBy)}</span>
                  {w.endedBy ? <span className="cell__sub">{t.maintenance.endedBy(who(w.endedBy))}</span> : null}
                </td>
                {onEnd ? (
                  <td className="nowrap">
                    {state === 'ended' ? null : (
                      <button type="button" className="button button--small button--danger" onClick={() => onEnd(w, state === 'active')}>
                        {state === 'active' ? t.maintenance.endNow : t.maintenance.cancel}
                      </button>
                    )}
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
