import type {
  BaccaratBetResponse,
  BaccaratHistoryResponse,
  BaccaratRoundEvent,
  BaccaratShoeResponse,
  BaccaratStateResponse,
} from '@app/contract/sandbox-baccarat';

/** The table's answers as types only (contract part 3, sandbox-baccarat): the bundle carries no zod. */
export type TableState = BaccaratStateResponse;
export type BetAnswer = BaccaratBetResponse;
export type HistoryAnswer = BaccaratHistoryResponse;
export type ShoeAnswer = BaccaratShoeResponse;
/** What the table's stream pushes (`round`). */
export type RoundEvent = BaccaratRoundEvent;
export type RoundState = TableState['round'];
export type CardShown = RoundState['cards'][number];
export type RoadEntry = TableState['roads'][number];
export type BetLine = TableState['myBets'][number];
export type Limits = TableState['table']['limits'];
export type BetRecord = BetAnswer['bet'];
export type Result = NonNullable<RoundState['result']>;
