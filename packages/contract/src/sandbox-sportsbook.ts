import { z } from 'zod';
import { ODDS_FORMATS, type OddsFormat } from '@app/domain/sportsbook';
import { body, integer, text } from './fields.ts';

/**
 * The sandbox provider's sportsbook (issue 11, "Thể thao" and "E-sports"; it plays SABA's part, the
 * member's SB game account holds the money). Two sides:
 *
 * - the game page → provider (`/sandbox-provider/v1/game/sportsbook/...`, POST, bearer game session):
 *   the board in the member's odds format, a slip placed (single or xiên), the member's bets;
 * - the platform → provider's trading desk (`/sandbox-provider/v1/trading/...`, POST, signed like every
 *   server-to-server call): fixtures, markets, prices, suspensions, results. The operator console
 *   reaches it only through the platform's own operator API, with the same bodies.
 *
 * Prices travel as exact decimal strings ("0.92", "-0.96", "1.95"), never as floating numbers.
 */
export const SPORTSBOOK_PATHS = {
  board: '/game/sportsbook/board',
  place: '/game/sportsbook/place',
  bets: '/game/sportsbook/bets',
} as const;

export const TRADING_PATHS = {
  fixtures: '/trading/fixtures/list',
  fixtureCreate: '/trading/fixtures/create',
  fixtureUpdate: '/trading/fixtures/update',
  fixtureCancel: '/trading/fixtures/cancel',
  marketCreate: '/trading/markets/create',
  marketPrice: '/trading/markets/price',
  marketSuspend: '/trading/markets/suspend',
  marketReopen: '/trading/markets/reopen',
  resultEnter: '/trading/results/enter',
  resultCorrect: '/trading/results/correct',
} as const;
export type TradingAction = keyof typeof TRADING_PATHS;

export const SPORTS = ['football', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];
export const MARKET_KINDS = ['handicap', 'over-under', '1x2'] as const;
export const PERIODS = ['full-time', 'first-half'] as const;
export const SIDES = ['home', 'away', 'draw', 'over', 'under'] as const;
export type MarketSide = (typeof SIDES)[number];
export const FIXTURE_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const MARKET_STATUSES = ['open', 'suspended', 'settled'] as const;
export const LEG_OUTCOMES = ['win', 'half-win', 'push', 'half-loss', 'loss', 'void'] as const;

/** Legs in one accumulator (xiên), inclusive. */
export const ACCUMULATOR_LEGS = { min: 2, max: 10 } as const;

/** Answer fields (the server writes them; a malformed answer still reads in Vietnamese). */
const str = () => z.string({ error: 'Giá trị phải là chuỗi ký tự.' });
const num = () => z.number({ error: 'Giá trị phải là số.' });
const int = () => num().int({ error: 'Giá trị phải là số nguyên.' });

const formatSchema = z.enum(ODDS_FORMATS as [OddsFormat, ...OddsFormat[]], { error: 'Kiểu hiển thị tỷ lệ không hợp lệ (malay, hongkong, decimal, indo).' });
const id = (label: string) => text(label, { min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/, patternMessage: `${label} không hợp lệ` });
const quote = z.string({ error: 'Tỷ lệ phải là một số thập phân viết dạng chuỗi, ví dụ "0.92" hoặc "-0.96".' }).regex(/^-?\d{1,3}(\.\d{1,4})?$/, {
  error: 'Tỷ lệ phải là một số thập phân viết dạng chuỗi, ví dụ "0.92" hoặc "-0.96".',
});
const stake = integer('Tiền cược', { min: 1, max: 10_000_000_000 });
const goals = integer('Số bàn thắng', { min: 0, max: 99 });
const line = z
  .number({ error: 'Kèo phải là số, bước 0,25 (ví dụ -0.75 hoặc 2.5).' })
  .min(-20, { error: 'Kèo không hợp lệ.' })
  .max(20, { error: 'Kèo không hợp lệ.' })
  .refine((n) => Number.isInteger(n * 4), { error: 'Kèo phải theo bước 0,25 (ví dụ -0.75 hoặc 2.5).' });
const isoInstant = z
  .string({ error: 'Giờ bắt đầu phải là thời điểm ISO 8601 (ví dụ 2026-12-01T12:00:00Z).' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: 'Giờ bắt đầu phải là thời điểm ISO 8601 (ví dụ 2026-12-01T12:00:00Z).' })
  // A day that does not exist (30 February, month 00) matches the pattern but is no moment.
  .refine((value) => Number.isFinite(Date.parse(value)) && Date.parse(value) >= Date.UTC(2000, 0, 1), { error: 'Giờ bắt đầu không phải là một ngày giờ có thật.' });

export const Score = z.strictObject({ home: goals, away: goals }, { error: 'Tỷ số không hợp lệ.' });
export const MatchResult = z.strictObject({ fullTime: Score, firstHalf: Score }, { error: 'Kết quả phải gồm tỷ số cả trận và hiệp 1.' });
export type MatchResultBody = z.infer<typeof MatchResult>;

/** Side → quote. Which sides a market takes is its kind's (home/away, over/under, home/draw/away). */
export const MarketPrices = z.strictObject(
  { home: quote.optional(), away: quote.optional(), draw: quote.optional(), over: quote.optional(), under: quote.optional() },
  { error: 'Bảng giá không hợp lệ.' },
);
export type MarketPrices = z.infer<typeof MarketPrices>;

// ------------------------------------------------------------------ the game page (member)

export const SportsbookBoardBody = z.strictObject({ format: formatSchema.optional() });
export type SportsbookBoardBody = z.infer<typeof SportsbookBoardBody>;

export const BoardMarket = z.object({
  marketId: str(),
  kind: z.enum(MARKET_KINDS),
  period: z.enum(PERIODS),
  /** Handicap: the home side's line; over/under: the total; 1x2: null. */
  line: num().nullable(),
  status: z.enum(MARKET_STATUSES),
  priceVersion: int(),
  minStake: int(),
  maxStake: int(),
  /** Each side's quote in the format asked for (rounded down: never more than the book's price). */
  prices: z.record(str(), str()),
});
export type BoardMarket = z.infer<typeof BoardMarket>;

export const BoardFixture = z.object({
  fixtureId: str(),
  sport: z.enum(SPORTS),
  league: str(),
  home: str(),
  away: str(),
  kickoff: str(),
  status: z.enum(FIXTURE_STATUSES),
  markets: z.array(BoardMarket),
});
export type BoardFixture = z.infer<typeof BoardFixture>;

export const SportsbookBoardResponse = z.object({ format: formatSchema, serverTime: str(), balance: int(), fixtures: z.array(BoardFixture) });
export type SportsbookBoardResponse = z.infer<typeof SportsbookBoardResponse>;

export const SlipLeg = z.strictObject(
  {
    marketId: id('Mã kèo'),
    side: z.enum(SIDES, { error: 'Cửa cược không hợp lệ.' }),
    /** The price version the member saw: another one now is a 409 with the new prices. */
    priceVersion: integer('Phiên bản tỷ lệ', { min: 1, max: 1_000_000_000 }),
  },
  { error: 'Mỗi lựa chọn gồm kèo, cửa và phiên bản tỷ lệ.' },
);

export const SportsbookPlaceBody = z.strictObject({
  legs: z
    .array(SlipLeg, { error: 'Phiếu cược chưa có lựa chọn nào.' })
    .min(1, { error: 'Phiếu cược chưa có lựa chọn nào.' })
    .max(ACCUMULATOR_LEGS.max, { error: `Cược xiên tối đa ${ACCUMULATOR_LEGS.max} trận.` }),
  stake,
  /** The page's id for this slip: the same id again is the same bet, never a second one. */
  clientId: z.string({ error: 'Mã yêu cầu không hợp lệ.' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Mã yêu cầu không hợp lệ.' }),
  format: formatSchema.optional(),
});
export type SportsbookPlaceBody = z.infer<typeof SportsbookPlaceBody>;

export const BetLeg = z.object({
  marketId: str(),
  fixtureId: str(),
  sport: z.enum(SPORTS),
  league: str(),
  home: str(),
  away: str(),
  kickoff: str(),
  kind: z.enum(MARKET_KINDS),
  period: z.enum(PERIODS),
  line: num().nullable(),
  side: z.enum(SIDES),
  priceVersion: int(),
  /** The quote accepted, in the bet's format: what the bet is settled at. */
  quote: str(),
  /** Null until its fixture has a result (or is cancelled: 'void'). */
  outcome: z.enum(LEG_OUTCOMES).nullable(),
});
export type BetLeg = z.infer<typeof BetLeg>;

export const SportsbookBet = z.object({
  betId: str(),
  kind: z.enum(['single', 'accumulator']),
  format: formatSchema,
  /** The stake typed; `risk` is what was taken (more or less than it at a negative price). */
  stake: int(),
  risk: int(),
  /** What a win of every leg would credit. */
  potentialReturn: int(),
  status: z.enum(['open', 'settled', 'void']),
  /** What was credited (0 while open). */
  win: int(),
  /** Why the bet was voided, if it was. */
  reason: str().nullable(),
  legs: z.array(BetLeg),
  placedAt: str(),
  settledAt: str().nullable(),
});
export type SportsbookBet = z.infer<typeof SportsbookBet>;

export const SportsbookPlaceResponse = z.object({ bet: SportsbookBet, balance: int() });
export type SportsbookPlaceResponse = z.infer<typeof SportsbookPlaceResponse>;

/** 409 when a leg's price moved since the member saw it: the slip's legs with their prices now, to confirm and send again. */
export const SportsbookPriceChanged = z.object({
  statusCode: z.literal(409),
  error: str(),
  message: str(),
  legs: z.array(z.object({ marketId: str(), side: z.enum(SIDES), priceVersion: int(), quote: str().nullable(), status: z.enum(MARKET_STATUSES) })),
});
export type SportsbookPriceChanged = z.infer<typeof SportsbookPriceChanged>;

export const SportsbookBetsResponse = z.object({ bets: z.array(SportsbookBet) });
export type SportsbookBetsResponse = z.infer<typeof SportsbookBetsResponse>;

// ------------------------------------------------------------------ trading (operators, through the platform)

export const TradingFixturesBody = body({ sport: z.enum(SPORTS, { error: 'Môn thể thao không hợp lệ.' }).optional(), fixtureId: id('Mã trận').optional() });
export type TradingFixturesBody = z.infer<typeof TradingFixturesBody>;

export const FixtureCreateBody = body({
  sport: z.enum(SPORTS, { error: 'Môn thể thao không hợp lệ.' }),
  league: text('Giải đấu', { min: 1, max: 80 }),
  home: text('Đội nhà', { min: 1, max: 60 }),
  away: text('Đội khách', { min: 1, max: 60 }),
  kickoff: isoInstant,
});
export type FixtureCreateBody = z.infer<typeof FixtureCreateBody>;

export const FixtureUpdateBody = body({
  fixtureId: id('Mã trận'),
  league: text('Giải đấu', { min: 1, max: 80 }).optional(),
  home: text('Đội nhà', { min: 1, max: 60 }).optional(),
  away: text('Đội khách', { min: 1, max: 60 }).optional(),
  kickoff: isoInstant.optional(),
  /** 'live' once the match has started (pre-match bets are refused from kick-off anyway). */
  status: z.enum(['scheduled', 'live'], { error: 'Trạng thái trận không hợp lệ.' }).optional(),
});
export type FixtureUpdateBody = z.infer<typeof FixtureUpdateBody>;

export const FixtureCancelBody = body({ fixtureId: id('Mã trận'), reason: text('Lý do', { min: 3, max: 200 }) });
export type FixtureCancelBody = z.infer<typeof FixtureCancelBody>;

export const MarketCreateBody = body({
  fixtureId: id('Mã trận'),
  kind: z.enum(MARKET_KINDS, { error: 'Loại kèo không hợp lệ (handicap, over-under, 1x2).' }),
  period: z.enum(PERIODS, { error: 'Thời gian áp dụng không hợp lệ (full-time, first-half).' }),
  line: line.nullable().optional(),
  format: formatSchema,
  prices: MarketPrices,
  minStake: stake,
  maxStake: stake,
});
export type MarketCreateBody = z.infer<typeof MarketCreateBody>;

export const MarketPriceBody = body({ marketId: id('Mã kèo'), format: formatSchema, prices: MarketPrices });
export type MarketPriceBody = z.infer<typeof MarketPriceBody>;

export const MarketRefBody = body({ marketId: id('Mã kèo') });
export type MarketRefBody = z.infer<typeof MarketRefBody>;

export const ResultEnterBody = body({ fixtureId: id('Mã trận'), result: MatchResult });
export type ResultEnterBody = z.infer<typeof ResultEnterBody>;

export const ResultCorrectBody = body({ fixtureId: id('Mã trận'), result: MatchResult, reason: text('Lý do', { min: 3, max: 200 }) });
export type ResultCorrectBody = z.infer<typeof ResultCorrectBody>;

export const TradingMarket = z.object({
  marketId: str(),
  kind: z.enum(MARKET_KINDS),
  period: z.enum(PERIODS),
  line: num().nullable(),
  format: formatSchema,
  prices: z.record(str(), str()),
  priceVersion: int(),
  minStake: int(),
  maxStake: int(),
  status: z.enum(MARKET_STATUSES),
});
export type TradingMarket = z.infer<typeof TradingMarket>;

export const TradingFixture = z.object({
  fixtureId: str(),
  sport: z.enum(SPORTS),
  league: str(),
  home: str(),
  away: str(),
  kickoff: str(),
  status: z.enum(FIXTURE_STATUSES),
  result: z.object({ fullTime: z.object({ home: int(), away: int() }), firstHalf: z.object({ home: int(), away: int() }) }).nullable(),
  cancelReason: str().nullable(),
  markets: z.array(TradingMarket),
  /** Bets with a leg on this fixture. */
  bets: z.object({ open: int(), settled: int() }),
});
export type TradingFixture = z.infer<typeof TradingFixture>;

export const TradingFixturesResponse = z.object({ fixtures: z.array(TradingFixture) });
export type TradingFixturesResponse = z.infer<typeof TradingFixturesResponse>;

/** Every change answers with the fixture as it now is; a result (or a cancellation) with what it settled. */
export const TradingChangeResponse = z.object({
  fixture: TradingFixture,
  /** Bets settled for the first time, and bets settled again with the difference (a correction). */
  settlement: z.object({ settled: int(), resettled: int(), moved: int() }).nullable(),
});
export type TradingChangeResponse = z.infer<typeof TradingChangeResponse>;
