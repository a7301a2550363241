import { XOC_DIA_BETS, xocDiaReturn, xocDiaRound, type XocDiaBet, type XocDiaResult } from '@app/domain/casino';
import type { XocDiaResult as XocDiaResultView } from '@app/contract/sandbox-xoc-dia';
import type { TableDef, TableGame } from '../game.ts';
import { XOC_DIA_MESSAGES } from '../messages.ts';
import { resultAt, SERIES_ROUNDS, XOC_DIA_TIMING } from './definitions.ts';

/**
 * Xóc đĩa on the table engine: a series is 30 rounds of one committed seed, round k of series s being
 * xocDiaRound(seed, s, k); the seed is revealed once the 30th is shown.
 */

export function resultView(result: XocDiaResult): XocDiaResultView {
  return { coins: [...result.coins], reds: result.reds, parity: result.parity };
}

export const XOC_DIA_GAME: TableGame<XocDiaBet, XocDiaResult, XocDiaResultView> = {
  game: 'xoc-dia',
  timing: XOC_DIA_TIMING,
  roundIdPrefix: 'XD',
  seriesField: 'seriesId',
  // Nothing of the coins leaves the server before the bowl is lifted.
  drawnShownFrom: 'result',
  bets: XOC_DIA_BETS,
  messages: XOC_DIA_MESSAGES,
  series: (serverSeed, seriesId) => ({
    hasRound: (position) => position < SERIES_ROUNDS,
    roundAt: (position) => ({ cards: [], result: xocDiaRound(serverSeed, seriesId, position), next: position + 1 }),
  }),
  resultAt: (roundNo) => resultAt(roundNo),
  betReturn: (kind, result, stake) => xocDiaReturn(kind, result, stake),
  resultView,
  nonce: (position) => position,
};

export type XocDiaTable = TableDef<XocDiaBet, XocDiaResult, XocDiaResultView>;

/** The provider's live xóc đĩa tables (engine 'xoc-dia:<id>' in the catalogue). */
export const XOC_DIA_TABLES: readonly XocDiaTable[] = [
  {
    id: 'xoc-dia-ban-1',
    name: 'Xóc Đĩa Bàn 1',
    engine: 'xoc-dia:ban-1',
    seriesPrefix: 'xd1',
    limits: {
      chan: { min: 10_000, max: 50_000_000 },
      le: { min: 10_000, max: 50_000_000 },
      'four-red': { min: 10_000, max: 2_000_000 },
      'four-white': { min: 10_000, max: 2_000_000 },
      'three-red': { min: 10_000, max: 10_000_000 },
      'three-white': { min: 10_000, max: 10_000_000 },
    },
    game: XOC_DIA_GAME,
  },
];
