import { MEMBER_LOGINS_SHOWN } from '@app/contract/operator-routes';
import { formatDateTime } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useMemberLogins } from '../api/member-logins.ts';

/** "Lịch sử đăng nhập": the member's latest attempts with how each ended, the address and the browser. */
export function MemberLogins({ memberId }: { memberId: string }) {
  const logins = useMemberLogins(memberId);
  const l = t.logins;
  const c = l.columns;
  return (
    <section className="panel" aria-labelledby="logins-heading">
      <h2 id="logins-heading" className="panel__title">
        {l.heading}
      </h2>
      <p className="hint panel__body">{l.hint(MEMBER_LOGINS_SHOWN)}</p>
      {logins.isPending ? (
        <p className="hint panel__body" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : !logins.data?.logins.length ? (
        <p className="hint panel__body">{l.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{c.at}</th>
                <th scope="col">{c.outcome}</th>
                <th scope="col">{c.ip}</th>
                <th scope="col">{c.userAgent}</th>
              </tr>
            </thead>
            <tbody>
              {logins.data.logins.map((entry, i) => (
                <tr key={`${entry.at}-${i}`}>
                  <td className="num nowrap">{formatDateTime(entry.at)}</td>
                  <td>
                    <span className={`login-outcome login-outcome--${entry.outcome === 'success' ? 'ok' : 'refused'}`}>{l.outcomes[entry.outcome]}</span>
                  </td>
                  <td className="num mono">{entry.ip}</td>
                  <td className="muted member-logins__agent">{entry.userAgent ?? t.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
