import type { RealitySummary } from '@app/contract';
import { formatMoney } from '@app/domain';
import { useState } from 'react';
import { Link } from 'wouter';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { protectionText as text } from '../../../lib/i18n/protection.ts';
import { useRealityCheck } from '../hooks/use-reality-check.ts';
import { formatPlayedTime, formatSignedMoney } from '../utils/labels.ts';
import './protection.css';

/**
 * The reality check (D11), mounted for the whole member session: how long the member has played, the
 * money in and out since login and the stakes, wins and result of play, with "Tiếp tục chơi", the
 * history and "Đăng xuất". One dialog for both variants (member-session mounts it).
 */
export function RealityCheck({ onSignOut }: { onSignOut: () => void }) {
  const { open, summary, sessionStartMs, close } = useRealityCheck();
  if (!open || sessionStartMs === null) return null;
  const fresh = summary.data && !summary.isFetching ? summary.data : null;
  return (
    <Modal title={text.reminder.title} onClose={close} className="reality-check">
      {fresh ? (
        <RealityFigures sessionStartMs={sessionStartMs} summary={fresh} />
      ) : (
        <p className="modal__body" role="status">
          {text.reminder.loading}
        </p>
      )}
      <div className="reality-check__actions">
        <button type="button" className="btn btn--gold" data-autofocus onClick={close}>
          {text.reminder.continue}
        </button>
        <Link href={paths.history} className="btn btn--outline" onClick={close}>
          {text.reminder.history}
        </Link>
        <button
          type="button"
          className="btn btn--quiet"
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          {t.auth.logout}
        </button>
      </div>
    </Modal>
  );
}

type FiguresProps = { sessionStartMs: number; summary: RealitySummary };

function RealityFigures({ sessionStartMs, summary: { deposited, withdrawn, balanceChange, staked, won, gameNet } }: FiguresProps) {
  // Read once as the figures appear: the sentence says how long it had been when the reminder came.
  const [played] = useState(() => formatPlayedTime(Date.now() - sessionStartMs));
  return (
    <>
      <p className="modal__body reality-check__played">{text.reminder.played(played)}</p>
      <div className="reality-check__figures">
        <Figure label={text.reminder.deposited} value={formatMoney(deposited)} />
        <Figure label={text.reminder.withdrawn} value={formatMoney(withdrawn)} />
        <Figure label={text.reminder.balanceChange} value={formatSignedMoney(balanceChange)} loss={balanceChange < 0} />
        <Figure label={text.reminder.staked} value={formatMoney(staked)} />
        <Figure label={text.reminder.won} value={formatMoney(won)} />
        <Figure label={text.reminder.gameNet} value={formatSignedMoney(gameNet)} loss={gameNet < 0} />
      </div>
    </>
  );
}

/** 'Thay đổi số dư: -250,000' — one line of text, as the member reads it aloud. */
function Figure({ label, value, loss = false }: { label: string; value: string; loss?: boolean }) {
  return (
    <p className="reality-check__figure">
      <span>{label}: </span>
      <strong className={`num${loss ? ' is-loss' : ''}`}>{value}</strong>
    </p>
  );
}
