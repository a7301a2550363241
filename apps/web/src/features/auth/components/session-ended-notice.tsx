import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { IconAlert } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { markSessionEndTold, sessionEndedByServerUntold } from '../../../lib/session.ts';
import './auth.css';

/**
 * On the login page, once, after the server ended the member's session (its refresh refused:
 * revoked, reused, the account locked or gone): why the member is here and what to do. Read when
 * the page opens and marked told at once, so it is not shown again; a normal logout never sets it.
 */
export function SessionEndedNotice() {
  const [shown] = useState(sessionEndedByServerUntold);
  useEffect(() => {
    if (shown) markSessionEndTold();
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="session-ended" role="alert">
      <IconAlert size={20} />
      <div>
        <p className="session-ended__title">{t.auth.sessionEnded}</p>
        <p>
          {t.auth.sessionEndedHelp} <Link href={paths.support}>{t.auth.contactSupport}</Link>
        </p>
      </div>
    </div>
  );
}
