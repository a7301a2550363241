import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { readGameMessage, type GameMessage } from '../utils/game-message.ts';

type Handlers = {
  onBalance: (balance: number) => void;
  onError: (message: string) => void;
};

/**
 * Listens to the game page in `frame` while it is shown: only our own origin, only that frame's window,
 * only the two message types (utils/game-message.ts); everything else posted to this window is ignored.
 */
export function useGameMessages(frame: RefObject<HTMLIFrameElement | null>, gameId: string, active: boolean, handlers: Handlers) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent) => {
      const message: GameMessage | null = readGameMessage(event, {
        origin: window.location.origin,
        source: frame.current?.contentWindow ?? null,
        gameId,
      });
      if (message?.type === 'sandbox-game:balance') latest.current.onBalance(message.balance);
      else if (message?.type === 'sandbox-game:error') latest.current.onError(message.message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, gameId, active]);
}
