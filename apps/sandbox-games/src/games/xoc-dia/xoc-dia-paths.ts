/**
 * The table's calls (contract sandbox-xoc-dia's XOC_DIA_PATHS, held equal by the unit test), spread
 * into lib/paths.ts's GAME_PATHS so that every call goes through the page's one client. A leaf module
 * (no imports): lib/paths.ts imports it, and xoc-dia-api.ts imports lib/paths.ts.
 */
export const XOC_DIA_GAME_PATHS = {
  xocDiaState: '/game/xoc-dia/state',
  xocDiaBet: '/game/xoc-dia/bet',
  xocDiaHistory: '/game/xoc-dia/history',
  xocDiaSeries: '/game/xoc-dia/series',
  xocDiaStream: '/game/xoc-dia/stream',
} as const;

export type XocDiaPathName = keyof typeof XOC_DIA_GAME_PATHS;
