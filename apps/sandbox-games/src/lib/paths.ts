import { BACCARAT_GAME_PATHS } from '../games/baccarat/baccarat-paths.ts';
import { SPORTSBOOK_GAME_PATHS } from '../games/sportsbook/sportsbook-paths.ts';
import { XOC_DIA_GAME_PATHS } from '../games/xoc-dia/xoc-dia-paths.ts';

/**
 * Where the game page calls the provider (contract part 3, "the game page → provider"). Kept here
 * rather than imported because the contract's sandbox-provider entry carries zod; a unit test holds
 * the base path equal to the contract's SANDBOX_PROVIDER_BASE_PATH.
 */
export const PROVIDER_BASE_PATH = '/sandbox-provider/v1';

export const GAME_PATHS = {
  session: '/game/session',
  slotSpin: '/game/slot/spin',
  fishingShoot: '/game/fishing/shoot',
  taiXiuRoll: '/game/tai-xiu/roll',
  clientSeed: '/game/fair/client-seed',
  rotateSeed: '/game/fair/rotate',
  // The lottery (contract sandbox-lottery's LOTTERY_PATHS, held equal by the unit test).
  lotteryState: '/game/lottery/state',
  lotteryBuy: '/game/lottery/buy',
  lotteryTickets: '/game/lottery/tickets',
  lotteryResults: '/game/lottery/results',
  ...BACCARAT_GAME_PATHS,
  ...SPORTSBOOK_GAME_PATHS,
  ...XOC_DIA_GAME_PATHS,
} as const;

export type GamePathName = keyof typeof GAME_PATHS;
