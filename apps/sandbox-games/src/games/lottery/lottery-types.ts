import type { z } from 'zod';
import type {
  LotteryBuyResponse,
  LotteryDrawResult,
  LotteryResultsResponse,
  LotteryStateResponse,
  LotteryTicket,
  LotteryTicketsResponse,
} from '@app/contract/sandbox-lottery';

/** The lottery's answers as types only (contract part 3, sandbox-lottery): the bundle carries no zod. */
export type LotteryState = LotteryStateResponse;
export type LotteryDraw = LotteryDrawResult;
export type Ticket = LotteryTicket;
export type BuyAnswer = LotteryBuyResponse;
export type TicketsAnswer = z.infer<typeof LotteryTicketsResponse>;
export type ResultsAnswer = z.infer<typeof LotteryResultsResponse>;
