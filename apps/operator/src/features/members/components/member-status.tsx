import type { MemberSummary } from '@app/contract';
import { t } from '../../../lib/i18n.ts';

export function MemberStatus({ status }: { status: MemberSummary['status'] }) {
  return <span className={`status status--${status}`}>{t.members.status[status]}</span>;
}
