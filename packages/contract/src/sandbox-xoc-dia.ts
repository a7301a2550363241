import { z } from 'zod';
import { TABLE_INVALID_BODY, TableBetLimit, TableHistoryBody, tableBetBody, tableBetLine, tableBetRecord, tableBetResponse, tableHistoryResponse } from './sandbox-table-game.ts';
import type { XocDiaBet } from '@app/domain/casino';

/**
 * The sandbox provider's live xóc đĩa table (issue 11, "one more table of the category"), as the game
 * page calls it: contract part 3 ("the game page → provider", `/sandbox-provider/v1/game/xoc-dia/...`,
 * POST, bearer game session). It runs on the same round engine as the baccarat tables: rounds shared by
 * every player at the table, on the provider's clock whether anyone watches or not: bets until
 * `betsCloseAt`, then the bowl is shaken, then lifted at `resultAt`.
 *
 * Provably fair: rounds come in series. A series' server seed is committed (SHA-256) before its first
 * round and revealed once its last round is shown; round `position` of series `seriesId` is
 * `xocDiaRound(serverSeed, seriesId, position)` (HMAC-SHA-256(seed, `${seriesId}:${position}`)).
 */
export const XOC_DIA_PATHS = {
  state: '/game/xoc-dia/state',
  bet: '/game/xoc-dia/bet',
  history: '/game/xoc-dia/history',
  series: '/game/xoc-dia/series',
  /** The table's rounds pushed (server-sent events, `round`): see XocDiaRoundEvent. */
  stream: '/game/xoc-dia/stream',
} as const;

const BET_KINDS = ['chan', 'le', 'four-red', 'four-white', 'three-red', 'three-white'] as const satisfies readonly XocDiaBet[];
export const XocDiaBetKind = z.enum(BET_KINDS, { error: 'Cửa cược không hợp lệ.' });

export const XocDiaLimit = TableBetLimit;

export const XocDiaTableInfo = z.object({
  id: z.string(),
  name: z.string(),
  /** Per bet kind, per player and round (the sum of their bets on it), in VND. */
  limits: z.record(XocDiaBetKind, XocDiaLimit),
  /** Bets for bettingMs; the bowl is shaken for shakeMs; the result is shown for resultMs. */
  timing: z.object({ bettingMs: z.number().int(), shakeMs: z.number().int(), resultMs: z.number().int(), cycleMs: z.number().int() }),
});

export const XocDiaCoin = z.enum(['red', 'white']);

export const XocDiaResult = z.object({
  coins: z.array(XocDiaCoin).length(4),
  reds: z.number().int().min(0).max(4),
  parity: z.enum(['chan', 'le']),
});
export type XocDiaResult = z.infer<typeof XocDiaResult>;

export const XocDiaBetLine = tableBetLine(XocDiaBetKind);

export const XocDiaRoundState = z.object({
  no: z.number().int(),
  phase: z.enum(['betting', 'shaking', 'result']),
  startsAt: z.string(),
  betsCloseAt: z.string(),
  resultAt: z.string(),
  endsAt: z.string(),
  /** Null until resultAt: nothing of the coins leaves the server before the bowl is lifted. */
  result: XocDiaResult.nullable(),
  seriesId: z.string(),
  /** The round's place in its series (0-based): its nonce. */
  position: z.number().int(),
});

/** One past round, for the road (oldest first). */
export const XocDiaRoadEntry = z.object({ no: z.number().int(), seriesId: z.string(), reds: z.number().int().min(0).max(4) });

/**
 * The stream's `round` event (POST stream, `text/event-stream`): the round as /state shows it (never
 * the coins before resultAt), sent on connecting and whenever its number or phase changes; the roads'
 * new entry once the bowl is lifted. The player's own bets, win and balance stay in /state.
 */
export const XocDiaRoundEvent = z.object({ type: z.literal('round'), serverTime: z.string(), round: XocDiaRoundState, road: XocDiaRoadEntry.nullable() });
export type XocDiaRoundEvent = z.infer<typeof XocDiaRoundEvent>;

export const XocDiaSeriesInfo = z.object({
  seriesId: z.string(),
  serverSeedHash: z.string(),
  /** Null while the series is in play. */
  serverSeed: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const XocDiaStateBody = z.strictObject({}, TABLE_INVALID_BODY);
export const XocDiaStateResponse = z.object({
  table: XocDiaTableInfo,
  /** The provider's clock when answering: the page counts down from it, not from the device's. */
  serverTime: z.string(),
  round: XocDiaRoundState,
  /** The player's bets in this round, summed per kind; their win once settled (null before). */
  myBets: z.array(XocDiaBetLine),
  myWin: z.number().int().nullable(),
  /** The table's last results shown (at most 60, oldest first). */
  roads: z.array(XocDiaRoadEntry),
  /** The series in play (seed hidden), and the previous one once revealed (null before the first is finished). */
  series: XocDiaSeriesInfo,
  lastSeries: XocDiaSeriesInfo.nullable(),
  balance: z.number().int().min(0),
});
export type XocDiaStateResponse = z.infer<typeof XocDiaStateResponse>;

export const XOC_DIA_BET_LINES_MAX = 6;

export const XocDiaBetBody = tableBetBody(XocDiaBetKind, XOC_DIA_BET_LINES_MAX);
export type XocDiaBetBody = z.infer<typeof XocDiaBetBody>;

export const XocDiaBetRecord = tableBetRecord(XocDiaBetLine, XocDiaResult);
export type XocDiaBetRecord = z.infer<typeof XocDiaBetRecord>;

export const XocDiaBetResponse = tableBetResponse(XocDiaBetRecord, XocDiaBetLine);
export type XocDiaBetResponse = z.infer<typeof XocDiaBetResponse>;

export const XocDiaHistoryBody = TableHistoryBody;
/** The player's latest bets at this table (most recent first, at most 30). */
export const XocDiaHistoryResponse = tableHistoryResponse(XocDiaBetRecord);
export type XocDiaHistoryResponse = z.infer<typeof XocDiaHistoryResponse>;

export const XocDiaSeriesBody = z.strictObject({
  seriesId: z.string({ error: 'Mã chuỗi ván không hợp lệ.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Mã chuỗi ván không hợp lệ.' }),
}, TABLE_INVALID_BODY);
/** A series and its rounds shown so far (the seed only once it is finished), for the page to recompute. */
export const XocDiaSeriesResponse = z.object({
  series: XocDiaSeriesInfo,
  rounds: z.array(z.object({ no: z.number().int(), position: z.number().int(), coins: z.array(XocDiaCoin).length(4) })),
});
export type XocDiaSeriesResponse = z.infer<typeof XocDiaSeriesResponse>;
