import { isSlotGameId, SLOT_GAMES, TAI_XIU_STAKES } from '@app/domain';

/** Slots and tài xỉu start at 1,000 VND; a game whose stakes the client cannot tell is taken to as well. */
export const DEFAULT_SMALLEST_STAKE = 1_000;

/**
 * The least a round of this game costs: below it the game's account is "short" and the launch dialog
 * offers to move money in. The catalogue does not say which engine plays a game, so the shipped games
 * are recognised by id (the domain's own stake lists); any other game is assumed to start at 1,000.
 */
export function smallestStake(gameId: string): number {
  if (isSlotGameId(gameId)) return Math.min(...SLOT_GAMES[gameId].stakes);
  if (gameId === 'tai-xiu') return Math.min(...TAI_XIU_STAKES);
  return DEFAULT_SMALLEST_STAKE;
}
