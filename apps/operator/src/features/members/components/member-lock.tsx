import { useState } from 'react';
import type { MemberDetailResponse } from '@app/contract';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSetMemberStatus } from '../api/set-member-status.ts';

type Member = MemberDetailResponse['member'];

/**
 * "Khóa tài khoản" / "Mở khóa tài khoản": asks for the reason (it goes to the audit log), then the
 * server's answer shows the new status. A refusal reaches the operator through the "Tin nhắn" dialog.
 */
export function MemberLock({ member }: { member: Member }) {
  const change = useSetMemberStatus();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const locking = member.status === 'active';

  const confirm = (reason: string | undefined) => {
    const status = locking ? 'locked' : 'active';
    change.mutate(
      { memberId: member.memberId, status, reason: reason ?? '' },
      {
        onSuccess: () => setDone(locking ? t.lock.locked(member.username) : t.lock.unlocked(member.username)),
        onSettled: () => setAsking(false),
      },
    );
  };

  return (
    <div className="member-lock">
      <button
        type="button"
        className={`button ${locking ? 'button--danger' : 'button--ghost'}`}
        onClick={() => {
          setDone(null);
          setAsking(true);
        }}
      >
        {locking ? t.lock.lock : t.lock.unlock}
      </button>
      <p className="member-lock__done" role="status">
        {done}
      </p>
      {asking ? (
        <ActionDialog
          title={locking ? t.lock.lockTitle(member.username) : t.lock.unlockTitle(member.username)}
          askReason
          reasonHint={t.lock.reasonHint}
          busy={change.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p className="action-dialog__question">{locking ? t.lock.lockEffect : t.lock.unlockEffect}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
