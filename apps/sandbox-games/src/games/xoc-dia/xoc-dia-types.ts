import type {
  XocDiaBetResponse,
  XocDiaHistoryResponse,
  XocDiaRoundEvent,
  XocDiaSeriesResponse,
  XocDiaStateResponse,
} from '@app/contract/sandbox-xoc-dia';

/** The table's answers as types only (contract part 3, sandbox-xoc-dia): the bundle carries no zod. */
export type TableState = XocDiaStateResponse;
export type BetAnswer = XocDiaBetResponse;
export type HistoryAnswer = XocDiaHistoryResponse;
export type SeriesAnswer = XocDiaSeriesResponse;
/** What the table's stream pushes (`round`). */
export type RoundEvent = XocDiaRoundEvent;
export type RoundState = TableState['round'];
export type RoadEntry = TableState['roads'][number];
export type BetLine = TableState['myBets'][number];
export type Limits = TableState['table']['limits'];
export type Timing = TableState['table']['timing'];
export type SeriesInfo = TableState['series'];
export type BetRecord = BetAnswer['bet'];
export type Result = NonNullable<RoundState['result']>;
export type Coin = Result['coins'][number];
