import { formatDateTime } from '@app/domain';
import { IconClock } from '../../../components/ui/icons.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import './auth.css';

function when(iso: string | null | undefined): string {
  if (!iso) return t.member.firstLogin;
  try {
    return formatDateTime(iso);
  } catch {
    return t.member.firstLogin;
  }
}

/** D11: the time of the previous login, so a member notices a login that was not theirs. */
export function PreviousLogin() {
  const previous = useAppStore((s) => s.loggedInInfo.previousLoginAt);
  return (
    <p className="previous-login">
      <IconClock size={16} />
      <span>
        {previous ? `${t.member.previousLogin}: ` : null}
        <span className="num">{when(previous)}</span>
      </span>
    </p>
  );
}
