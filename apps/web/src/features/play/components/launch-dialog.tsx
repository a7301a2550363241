import type { GameView } from '@app/contract';
import { TRANSFER_MIN_AMOUNT } from '@app/contract/constants';
import { formatMoney, MAIN_WALLET_LABEL } from '@app/domain';
import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { t } from '../../../lib/i18n.ts';
import { playText as text } from '../../../lib/i18n/play.ts';
import { useWalletBalances } from '../../../lib/wallet-balances.ts';
import { FundGameForm } from './fund-game-form.tsx';

type LaunchDialogProps = {
  game: GameView;
  providerName: string;
  walletName: string;
  /** The least a round costs: below it the game's account is short. */
  smallest: number;
  launching: boolean;
  onEnter: () => void;
  onCancel: () => void;
  onDeposit: () => void;
};

/**
 * Before the game opens: TK Chính and the game's account; when the account is short, the transfer in
 * from TK Chính (otherwise behind "Chuyển thêm từ TK Chính"); then "Vào chơi".
 */
export function LaunchDialog({ game, providerName, walletName, smallest, launching, onEnter, onCancel, onDeposit }: LaunchDialogProps) {
  const id = useId();
  const balances = useWalletBalances();
  const [topUp, setTopUp] = useState(false);
  const main = balances.data?.balance ?? null;
  const inGame = balances.data?.accounts.find((a) => a.walletKey === game.walletKey)?.balance ?? null;
  const short = inGame !== null && inGame < smallest;
  const mainShort = main !== null && main < TRANSFER_MIN_AMOUNT;
  const showFund = main !== null && !mainShort && (short || topUp);

  return (
    <Modal title={game.name} onClose={onCancel} closeLabel={t.dialog.close} className="play-launch">
      <p className="play-launch__provider">{text.provider(providerName)}</p>
      {balances.isPending ? (
        <p className="play-launch__loading" aria-busy="true">
          <span className="spinner spinner--small" aria-hidden="true" /> {text.balancesLoading}
        </p>
      ) : (
        <dl className="play-launch__balances">
          <div className="play-launch__balance">
            <dt>{MAIN_WALLET_LABEL}</dt>
            <dd className="num" data-testid="launch-main-balance">
              {main === null ? '—' : formatMoney(main)}
            </dd>
          </div>
          <div className={`play-launch__balance${short ? ' is-short' : ''}`}>
            <dt>{walletName}</dt>
            <dd className="num" data-testid="launch-game-balance">
              {inGame === null ? '—' : formatMoney(inGame)}
            </dd>
          </div>
        </dl>
      )}
      {short ? (
        <p className="play-launch__note" id={`${id}-short`}>
          {text.short(walletName, smallest)}
        </p>
      ) : null}
      {mainShort && (short || topUp) ? (
        <div className="play-launch__note play-launch__note--warn">
          <p>{text.mainShort}</p>
          <button type="button" className="btn btn--outline" onClick={onDeposit}>
            {text.deposit}
          </button>
        </div>
      ) : null}
      {!short && inGame !== null ? (
        <button
          type="button"
          className="btn btn--quiet play-launch__topup"
          aria-expanded={topUp}
          aria-controls={`${id}-fund`}
          onClick={() => setTopUp(!topUp)}
        >
          {text.topUp}
        </button>
      ) : null}
      <div id={`${id}-fund`}>
        {showFund ? <FundGameForm walletKey={game.walletKey} walletName={walletName} mainBalance={main} /> : null}
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {text.cancel}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onEnter}
          disabled={launching || inGame === null || short}
          aria-busy={launching}
          aria-describedby={short ? `${id}-short` : undefined}
        >
          {launching ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {text.enter}
        </button>
      </div>
    </Modal>
  );
}
