import { z } from 'zod';
import { TABLE_INVALID_BODY, TableBetLimit, TableHistoryBody, tableBetBody, tableBetLine, tableBetRecord, tableBetResponse, tableHistoryResponse } from './sandbox-table-game.ts';
import type { BaccaratBet } from '@app/domain/casino';

/**
 * The sandbox provider's live baccarat tables (issue 11, "Casino trực tuyến"), as the game page calls
 * them: contract part 3 ("the game page → provider", `/sandbox-provider/v1/game/baccarat/...`, POST,
 * bearer game session). Rounds are shared by every player at the table and run on the provider's clock
 * whether anyone watches or not: bets until `betsCloseAt`, then the cards one by one, then the result.
 */
export const BACCARAT_PATHS = {
  state: '/game/baccarat/state',
  bet: '/game/baccarat/bet',
  history: '/game/baccarat/history',
  shoe: '/game/baccarat/shoe',
  /** The table's rounds pushed (server-sent events, `round`): see BaccaratRoundEvent. */
  stream: '/game/baccarat/stream',
} as const;

const BET_KINDS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const satisfies readonly BaccaratBet[];
export const BaccaratBetKind = z.enum(BET_KINDS, { error: 'Cửa cược không hợp lệ.' });

export const BaccaratLimit = TableBetLimit;

export const BaccaratTableInfo = z.object({
  id: z.string(),
  name: z.string(),
  /** Per bet kind, per player and round (the sum of their bets on it), in VND. */
  limits: z.record(BaccaratBetKind, BaccaratLimit),
  timing: z.object({ bettingMs: z.number().int(), cardMs: z.number().int(), resultMs: z.number().int(), cycleMs: z.number().int() }),
});

/** A card as dealt: 0–51 (suit × 13 + rank − 1, the domain's Card), the side it goes to and when every tab shows it. */
export const BaccaratCardShown = z.object({ card: z.number().int(), side: z.enum(['player', 'banker']), showAt: z.string() });

export const BaccaratResult = z.object({
  winner: z.enum(['player', 'banker', 'tie']),
  player: z.array(z.number().int()),
  banker: z.array(z.number().int()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  natural: z.boolean(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export type BaccaratResult = z.infer<typeof BaccaratResult>;

export const BaccaratBetLine = tableBetLine(BaccaratBetKind);

export const BaccaratRoundState = z.object({
  no: z.number().int(),
  phase: z.enum(['betting', 'dealing', 'result']),
  startsAt: z.string(),
  betsCloseAt: z.string(),
  resultAt: z.string(),
  endsAt: z.string(),
  /** Empty while bets are open; once closed every card, each with the moment it is shown. */
  cards: z.array(BaccaratCardShown),
  /** From resultAt on. */
  result: BaccaratResult.nullable(),
  shoeId: z.string(),
  /** Where the round's cards start in the shoe (0-based). */
  position: z.number().int(),
});

/** One past round, for the road maps (oldest first). */
export const BaccaratRoadEntry = z.object({
  no: z.number().int(),
  shoeId: z.string(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
});

export const BaccaratShoeInfo = z.object({
  shoeId: z.string(),
  serverSeedHash: z.string(),
  /** Null while the shoe is in play. */
  serverSeed: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const BaccaratStateBody = z.strictObject({}, TABLE_INVALID_BODY);
export const BaccaratStateResponse = z.object({
  table: BaccaratTableInfo,
  /** The provider's clock when answering: the page counts down from it, not from the device's. */
  serverTime: z.string(),
  round: BaccaratRoundState,
  /** The player's bets in this round, summed per kind; their win once settled (null before). */
  myBets: z.array(BaccaratBetLine),
  myWin: z.number().int().nullable(),
  /** The table's last results shown (at most 60, oldest first). */
  roads: z.array(BaccaratRoadEntry),
  /** The shoe in play (seed hidden), and the previous one once revealed (null before the first is finished). */
  shoe: BaccaratShoeInfo,
  lastShoe: BaccaratShoeInfo.nullable(),
  balance: z.number().int().min(0),
});
export type BaccaratStateResponse = z.infer<typeof BaccaratStateResponse>;

/**
 * The stream's `round` event (POST stream, `text/event-stream`): the round as /state shows it, sent on
 * connecting and whenever its number or phase changes; the roads' new entry once the result is shown.
 * The player's own bets, win and balance are not in it: the page asks /state for those.
 */
export const BaccaratRoundEvent = z.object({ type: z.literal('round'), serverTime: z.string(), round: BaccaratRoundState, road: BaccaratRoadEntry.nullable() });
export type BaccaratRoundEvent = z.infer<typeof BaccaratRoundEvent>;

export const BACCARAT_BET_LINES_MAX = 5;

export const BaccaratBetBody = tableBetBody(BaccaratBetKind, BACCARAT_BET_LINES_MAX);
export type BaccaratBetBody = z.infer<typeof BaccaratBetBody>;

export const BaccaratBetRecord = tableBetRecord(BaccaratBetLine, BaccaratResult);
export type BaccaratBetRecord = z.infer<typeof BaccaratBetRecord>;

export const BaccaratBetResponse = tableBetResponse(BaccaratBetRecord, BaccaratBetLine);
export type BaccaratBetResponse = z.infer<typeof BaccaratBetResponse>;

export const BaccaratHistoryBody = TableHistoryBody;
/** The player's latest bets at this table (most recent first, at most 30). */
export const BaccaratHistoryResponse = tableHistoryResponse(BaccaratBetRecord);
export type BaccaratHistoryResponse = z.infer<typeof BaccaratHistoryResponse>;

export const BaccaratShoeBody = z.strictObject({
  shoeId: z.string({ error: 'Mã shoe không hợp lệ.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Mã shoe không hợp lệ.' }),
}, TABLE_INVALID_BODY);
/** A shoe and its rounds so far (the seed only once it is finished), for the page to recompute. */
export const BaccaratShoeResponse = z.object({
  shoe: BaccaratShoeInfo,
  rounds: z.array(z.object({ no: z.number().int(), position: z.number().int(), cards: z.array(z.number().int()) })),
});
export type BaccaratShoeResponse = z.infer<typeof BaccaratShoeResponse>;
