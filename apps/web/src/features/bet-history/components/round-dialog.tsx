import type { BetRoundSummary } from '@app/contract';
import { formatDateTime, formatMoney, GAME_PROVIDERS } from '@app/domain';
import { Modal } from '../../../components/ui/modal.tsx';
import { t } from '../../../lib/i18n.ts';
import { betHistoryText, recallText as text } from '../../../lib/i18n/play.ts';
import { refusalMessage } from '../../../lib/error-dialog.ts';
import type { ReactNode } from 'react';
import { useBetRound } from '../api/get-bet-round.ts';
import { RoundFairness } from './round-fairness.tsx';
import { RoundRecall } from './round-recall.tsx';
import { SignedAmount } from './signed-amount.tsx';
import './recall.css';

type RoundDialogProps = { round: BetRoundSummary; variant: 'mobile' | 'desktop'; onClose: () => void };

/** The game recall of one round: what it cost and paid, what the game showed, and how to check it was fair. */
export function RoundDialog({ round, variant, onClose }: RoundDialogProps) {
  const detail = useBetRound({ provider: round.provider, roundId: round.roundId });
  const provider = GAME_PROVIDERS.find((p) => p.code === round.provider)?.name ?? round.provider;
  // A bet whose result is not in yet (a ticket before its draw, a table round, a sports bet) has won nothing yet, not lost.
  const open = (detail.data?.status ?? round.status) === 'open';
  return (
    <Modal title={text.title(round.gameName)} onClose={onClose} closeLabel={text.close} variant={variant === 'mobile' ? 'sheet' : 'center'} className="round-dialog">
      <dl className="round-dialog__facts">
        <Fact label={text.roundId} value={<span className="round-dialog__id">{round.roundId}</span>} />
        <Fact label={text.time} value={<time dateTime={round.playedAt}>{formatDateTime(round.playedAt)}</time>} />
        <Fact label={text.provider} value={provider} />
        <Fact label={text.stake} value={<span className="num">{formatMoney(round.stake)}</span>} />
        <Fact label={text.win} value={open ? betHistoryText.pending : <span className="num">{formatMoney(detail.data?.win ?? round.win)}</span>} />
        <Fact label={text.net} value={open ? betHistoryText.pending : <SignedAmount amount={detail.data?.net ?? round.net} />} />
        {detail.data ? (
          <>
            <Fact label={text.balanceBefore} value={<span className="num">{formatMoney(detail.data.balanceBefore)}</span>} />
            <Fact label={text.balanceAfter} value={<span className="num">{formatMoney(detail.data.balanceAfter)}</span>} />
          </>
        ) : null}
      </dl>
      {detail.isPending ? (
        <p className="round-dialog__loading" aria-busy="true">
          <span className="spinner spinner--small" aria-hidden="true" /> {text.loading}
        </p>
      ) : detail.isError ? (
        <div className="round-dialog__failed">
          <p>{refusalMessage(detail.error) ?? text.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={() => void detail.refetch()}>
            {t.app.retry}
          </button>
        </div>
      ) : (
        <>
          <RoundRecall round={detail.data} />
          <RoundFairness round={detail.data} />
        </>
      )}
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="round-dialog__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
