import { useEffect, useId, useRef, useState } from 'react';
import type { BetRoundDetail, BetRoundSummary } from '@app/contract';
import { formatDateTimeWithYear, formatMoney } from '@app/domain';
import { t } from '../../../lib/i18n.ts';
import { useMemberBetRound } from '../api/member-bet-round.ts';

type BetRoundDialogProps = { memberId: string; round: BetRoundSummary; onClose: () => void };

/**
 * One round: what happened (the game's own record of it, as the provider stored it) and the data that
 * proves it fair (the member checks it on "Kiểm tra công bằng"). A native modal <dialog>: Escape and
 * "Đóng" close it, and focus goes back to the round that opened it.
 */
export function BetRoundDialog({ memberId, round, onClose }: BetRoundDialogProps) {
  const detail = useMemberBetRound({ memberId, provider: round.provider, roundId: round.roundId });
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const r = t.bets.round;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
  }, [opener]);

  return (
    <dialog
      ref={ref}
      className="message-dialog bet-round-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="message-dialog__title">
        {r.title(round.roundId)}
      </h2>
      <div className="message-dialog__body bet-round-dialog__body">
        {detail.data ? (
          <RoundFacts round={detail.data} />
        ) : (
          <p className="hint" role="status">
            <span className="spinner" aria-hidden="true" /> {r.loading}
          </p>
        )}
      </div>
      <div className="message-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {r.close}
        </button>
      </div>
    </dialog>
  );
}

function RoundFacts({ round }: { round: BetRoundDetail }) {
  const r = t.bets.round;
  const money = (n: number) => `${formatMoney(n)} ${t.detail.unit}`;
  return (
    <>
      <dl className="facts">
        <Fact label={r.game} value={`${round.gameName} · ${round.provider}`} />
        <Fact label={r.playedAt} value={formatDateTimeWithYear(round.playedAt)} />
        <Fact label={r.stake} value={money(round.stake)} />
        <Fact label={r.win} value={money(round.win)} />
        <Fact label={r.net} value={`${round.net > 0 ? '+' : ''}${money(round.net)}`} />
        <Fact label={r.balanceBefore} value={money(round.balanceBefore)} />
        <Fact label={r.balanceAfter} value={money(round.balanceAfter)} />
      </dl>
      <h3 className="bet-round-dialog__heading">{r.recall}</h3>
      <pre className="bet-round-dialog__recall mono">{readable(round.detail)}</pre>
      <h3 className="bet-round-dialog__heading">{r.fairness}</h3>
      <dl className="facts">
        <Fact label={r.serverSeedHash} value={round.fairness.serverSeedHash} mono />
        <Fact label={r.clientSeed} value={round.fairness.clientSeed} mono />
        <Fact label={r.nonce} value={String(round.fairness.nonce)} mono />
      </dl>
    </>
  );
}

/** The provider's record of the round, indented, with short lists (dice, a reel's symbols) kept on one line. */
function readable(detail: unknown): string {
  return JSON.stringify(detail, null, 2).replace(/\[\s*([^[\]{}]*?)\s*\]/g, (_, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`);
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{value}</dd>
    </div>
  );
}
