/**
 * The table's calls (contract sandbox-baccarat's BACCARAT_PATHS, held equal by the unit test), spread
 * into lib/paths.ts's GAME_PATHS so that every call goes through the page's one client. A leaf module
 * (no imports): lib/paths.ts imports it, and baccarat-api.ts imports lib/paths.ts.
 */
export const BACCARAT_GAME_PATHS = {
  baccaratState: '/game/baccarat/state',
  baccaratBet: '/game/baccarat/bet',
  baccaratHistory: '/game/baccarat/history',
  baccaratShoe: '/game/baccarat/shoe',
  baccaratStream: '/game/baccarat/stream',
} as const;

export type BaccaratPathName = keyof typeof BACCARAT_GAME_PATHS;
