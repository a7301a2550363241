import type { GameView } from '@app/contract';
import { TRANSFER_MIN_AMOUNT } from '@app/contract/constants';
import { walletDisplayName } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { GameArt } from '../../../components/games/game-art.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { playText as text } from '../../../lib/i18n/play.ts';
import { canGoBackInApp } from '../../../lib/navigation.ts';
import { betKeys, loggedInInfoKeys, walletKeys } from '../../../lib/query-keys.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useWalletBalances } from '../../../lib/wallet-balances.ts';
import { useLaunchGame } from '../api/launch-game.ts';
import { useGameMessages } from '../hooks/use-game-messages.ts';
import { useHistoryGuard } from '../hooks/use-history-guard.ts';
import { useLeaveGame } from '../hooks/use-leave-game.ts';
import { useLinkIntercept } from '../hooks/use-link-intercept.ts';
import { frameUrl } from '../utils/launch-url.ts';
import { smallestStake } from '../utils/smallest-stake.ts';
import { DesktopPlay } from './desktop-play.tsx';
import { LaunchDialog } from './launch-dialog.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { MobilePlay } from './mobile-play.tsx';

type GameSessionProps = { game: GameView; providerName: string; hallPath: string };

/**
 * One visit to a playable game: the launch dialog, then the provider's page in a frame, whose messages
 * keep the game account's balance (and the header, the wallet list, the bet history) current. Every way
 * out (the back buttons, the browser's back, the site's links) goes through the leave offer.
 */
export function GameSession({ game, providerName, hallPath }: GameSessionProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const isMobile = useAppStore((s) => s.isMobile);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [frameBalance, setFrameBalance] = useState<number | null>(null);
  const balances = useWalletBalances();
  const listedBalance = balances.data?.accounts.find((a) => a.walletKey === game.walletKey)?.balance ?? null;
  const walletName = text.gameWallet(walletDisplayName(game.walletKey));
  const leave = useLeaveGame({ walletKey: game.walletKey, frameBalance });

  /** Drops the guard entry (utils/use-history-guard) by replacing it with the destination. */
  const goTo = (href: string) => navigate(href, { replace: guard.isArmed() });
  const guard = useHistoryGuard(() =>
    // The browser's back popped the guard: the page's own entry is current, one more step leaves.
    void leave.request(() => (canGoBackInApp() ? window.history.back() : navigate(hallPath, { replace: true })), () => guard.arm()),
  );
  useLinkIntercept(leave.offer === null, (href) => void leave.request(() => goTo(href)));
  const back = () => void leave.request(() => goTo(hallPath));

  const launch = useLaunchGame({
    onSuccess: (answer) => {
      const safe = frameUrl(answer.url, window.location.href);
      if (!safe) return useAppStore.getState().showDialog(text.badUrl, t.dialog.title);
      setFrameBalance(null);
      setUrl(safe);
    },
  });

  useGameMessages(frameRef, game.id, url !== null, {
    onBalance: (balance) => {
      setFrameBalance(balance);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: loggedInInfoKeys.all });
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
    },
    onError: (message) => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setUrl(null);
      useAppStore.getState().showDialog(message, t.dialog.title);
    },
  });

  useLeftWithBalanceNotice(url !== null, leave.decided, frameBalance ?? listedBalance, walletName);

  const inPlay = url !== null;
  return (
    <>
      {inPlay && isMobile ? <MobilePlay name={game.name} url={url} frameRef={frameRef} leaving={leave.checking} onBack={back} /> : null}
      {inPlay && !isMobile ? (
        <DesktopPlay
          name={game.name}
          url={url}
          frameRef={frameRef}
          walletName={walletName}
          balance={frameBalance ?? listedBalance}
          leaving={leave.checking}
          onBack={back}
        />
      ) : null}
      {inPlay ? null : (
        <section className="play-intro" aria-labelledby="play-title">
          <GameArt art={game.art} category={game.category} className="play-intro__art" />
          <h1 id="play-title" className="play-intro__title">
            {game.name}
          </h1>
          <p className="play-intro__provider">{text.provider(providerName)}</p>
        </section>
      )}
      {!inPlay && leave.offer === null ? (
        <LaunchDialog
          game={game}
          providerName={providerName}
          walletName={walletName}
          smallest={smallestStake(game.id)}
          launching={launch.isPending}
          onEnter={() => launch.mutate({ gameId: game.id })}
          onCancel={back}
          onDeposit={() => void leave.request(() => goTo(paths.deposit))}
        />
      ) : null}
      {leave.offer ? (
        <LeaveDialog
          walletName={walletName}
          amount={leave.offer.amount}
          recalling={leave.recalling}
          onRecall={() => void leave.recall()}
          onStay={leave.stayInGameWallet}
          onCancel={leave.cancel}
        />
      ) : null}
    </>
  );
}

/**
 * A way out the page cannot hold (a button elsewhere that navigates by itself, the session ending):
 * if a game was played and its account still holds money, the member is told where it is once the page
 * is gone. Never shown after the member chose in the leave offer, nor after logging out.
 */
function useLeftWithBalanceNotice(played: boolean, decided: { current: boolean }, balance: number | null, walletName: string) {
  const latest = useRef({ played: false, balance, walletName });
  useEffect(() => {
    latest.current = { played: latest.current.played || played, balance, walletName };
  });
  useEffect(
    () => () => {
      const { played: wasPlayed, balance: left, walletName: name } = latest.current;
      if (decided.current || !wasPlayed || left === null || left < TRANSFER_MIN_AMOUNT) return;
      const store = useAppStore.getState();
      if (store.loggedInInfo.userId) store.showDialog(text.leftWithBalance(name, left), t.dialog.title);
    },
    [decided],
  );
}
