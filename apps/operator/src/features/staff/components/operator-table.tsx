import type { OperatorAccount } from '@app/contract';
import { formatDateTime } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import type { AccountStep } from './account-step-dialog.tsx';

type OperatorTableProps = {
  accounts: OperatorAccount[];
  /** The signed-in admin, whose own row offers no step (the server refuses them too). */
  me: string | undefined;
  onStep: (step: AccountStep, account: OperatorAccount) => void;
};

const time = (value: string | null) => (value ? formatDateTime(value) : t.members.never);

export function OperatorTable({ accounts, me, onStep }: OperatorTableProps) {
  const c = t.staff.columns;
  return (
    <div className="table-scroll">
      <table className="table staff-table">
        <thead>
          <tr>
            <th scope="col">{c.username}</th>
            <th scope="col">{c.role}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.twoFactor}</th>
            <th scope="col">{c.lastLoginAt}</th>
            <th scope="col">{c.createdAt}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id}>
              <th scope="row">
                <span className="cell__main">
                  {a.username}
                  {a.id === me ? <span className="badge badge--muted staff__you">{t.staff.you}</span> : null}
                </span>
                <span className="cell__sub muted">{a.displayName}</span>
              </th>
              <td>{t.roles[a.role]}</td>
              <td>
                <span className={`status status--${a.status === 'active' ? 'active' : 'locked'}`}>{t.staff.status[a.status]}</span>
              </td>
              <td>{a.twoFactor ? t.staff.twoFactor.on : t.staff.twoFactor.off}</td>
              <td className="num nowrap">{time(a.lastLoginAt)}</td>
              <td className="num nowrap">{time(a.createdAt)}</td>
              <td>
                {a.id === me ? (
                  <span className="hint">{t.staff.yourself}</span>
                ) : (
                  <div className="row-actions">
                    <button type="button" className="button button--ghost button--small" onClick={() => onStep('role', a)}>
                      {t.staff.changeRole}
                    </button>
                    <button
                      type="button"
                      className={`button button--small ${a.status === 'active' ? 'button--danger' : 'button--ghost'}`}
                      onClick={() => onStep('status', a)}
                    >
                      {a.status === 'active' ? t.staff.disable : t.staff.enable}
                    </button>
                    <button type="button" className="button button--ghost button--small" onClick={() => onStep('password', a)}>
                      {t.staff.resetPassword}
                    </button>
                    {a.twoFactor ? (
                      <button type="button" className="button button--ghost button--small" onClick={() => onStep('twoFactor', a)}>
                        {t.staff.resetTwoFactor}
                      </button>
                    ) : null}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
