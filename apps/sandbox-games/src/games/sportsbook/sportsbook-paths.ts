/**
 * The sportsbook's calls (contract sandbox-sportsbook's SPORTSBOOK_PATHS, held equal by the unit test),
 * spread into lib/paths.ts's GAME_PATHS so that every call goes through the page's one client. A leaf
 * module (no imports): lib/paths.ts imports it, and the game imports lib/paths.ts through the client.
 */
export const SPORTSBOOK_GAME_PATHS = {
  sportsbookBoard: '/game/sportsbook/board',
  sportsbookPlace: '/game/sportsbook/place',
  sportsbookBets: '/game/sportsbook/bets',
} as const;

export type SportsbookPathName = keyof typeof SPORTSBOOK_GAME_PATHS;
