import { z } from 'zod';
import { LOTTERY_BET_TYPES, LOTTERY_ODDS_MAX_VND, NORTHERN_PRIZES, type LotteryBetType, type PrizeId } from '@app/domain/lottery';

/**
 * The sandbox provider's lottery (issue 11), as its game page calls it: contract part 3 ("the game
 * page → provider", `/sandbox-provider/v1/game/lottery/...`, POST, bearer game session). Draws are
 * shared by every player of the game and run on the server's clock whether anyone watches or not;
 * tickets are bought until 10 s before the draw and settled by the provider within seconds of it.
 */
export const LOTTERY_PATHS = {
  state: '/game/lottery/state',
  buy: '/game/lottery/buy',
  tickets: '/game/lottery/tickets',
  results: '/game/lottery/results',
} as const;

const PRIZE_IDS = NORTHERN_PRIZES.map((p) => p.id) as [PrizeId, ...PrizeId[]];

/** A draw's numbers per prize, each a zero-padded digit string, in the order drawn. */
export const LotteryPrizes = z.record(z.enum(PRIZE_IDS), z.array(z.string()));

export const LotteryOddsInfo = z.object({ pointPrice: z.number().int().positive(), payoutPerPoint: z.number().int().positive() });

export const LotteryDrawInfo = z.object({
  drawId: z.string(),
  drawAt: z.string(),
  /** Tickets are refused from this instant, by the provider's clock. */
  closesAt: z.string(),
  /** SHA-256 of the draw's server seed, committed before any ticket is sold. */
  serverSeedHash: z.string(),
});
export type LotteryDrawInfo = z.infer<typeof LotteryDrawInfo>;

export const LotteryDrawResult = LotteryDrawInfo.extend({
  /** Revealed once drawn: fairNorthernDraw(serverSeed, drawId) gives the prizes. */
  serverSeed: z.string(),
  prizes: LotteryPrizes,
  /** Whether every ticket of the draw has been paid. */
  settled: z.boolean(),
});
export type LotteryDrawResult = z.infer<typeof LotteryDrawResult>;

export const LotteryStateBody = z.strictObject({});
export const LotteryStateResponse = z.object({
  game: z.object({ key: z.string(), name: z.string(), scheduleText: z.string() }),
  /** The provider's clock when answering: the page counts down from it, not from the device's. */
  serverTime: z.string(),
  /** The draw tickets are sold for now (the next one once this one has closed). */
  open: LotteryDrawInfo,
  /** The latest draw drawn, or null before the first. */
  last: LotteryDrawResult.nullable(),
  odds: z.record(z.enum(LOTTERY_BET_TYPES as [LotteryBetType, ...LotteryBetType[]]), LotteryOddsInfo),
  /** Points per ticket, inclusive. */
  points: z.object({ min: z.number().int(), max: z.number().int() }),
  balance: z.number().int().min(0),
});
export type LotteryStateResponse = z.infer<typeof LotteryStateResponse>;

export const LOTTERY_NUMBERS_MAX = 100;

export const LotteryBuyBody = z.strictObject({
  /** The draw the member saw: a ticket is never moved to another draw without their knowing. */
  drawId: z.string().regex(/^[A-Z0-9]{1,8}-\d{8}(-\d{4})?$/, { error: 'Kỳ quay không hợp lệ.' }),
  betType: z.enum(LOTTERY_BET_TYPES as [LotteryBetType, ...LotteryBetType[]], { error: 'Loại cược không hợp lệ.' }),
  numbers: z.array(z.string().regex(/^\d{2,3}$/, { error: 'Số chọn phải gồm 2 hoặc 3 chữ số.' }), { error: 'Chưa chọn số.' }).min(1, { error: 'Chưa chọn số.' }).max(LOTTERY_NUMBERS_MAX, { error: `Tối đa ${LOTTERY_NUMBERS_MAX} số mỗi vé.` }),
  points: z.number({ error: 'Số điểm phải là số nguyên dương.' }).int({ error: 'Số điểm phải là số nguyên dương.' }).positive({ error: 'Số điểm phải là số nguyên dương.' }),
  /** The page's id for this purchase: the same id again gives the same ticket, never a second one. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Mã yêu cầu không hợp lệ.' }),
});
export type LotteryBuyBody = z.infer<typeof LotteryBuyBody>;

export const LotteryNumberResult = z.object({ number: z.string(), hits: z.number().int(), won: z.boolean(), payout: z.number().int() });

export const LotteryTicket = z.object({
  ticketId: z.string(),
  drawId: z.string(),
  drawAt: z.string(),
  betType: z.enum(LOTTERY_BET_TYPES as [LotteryBetType, ...LotteryBetType[]]),
  numbers: z.array(z.string()),
  points: z.number().int(),
  cost: z.number().int(),
  /** open until the draw is settled; then won (payout > 0) or lost. */
  status: z.enum(['open', 'won', 'lost']),
  payout: z.number().int(),
  /** Per number, once settled. */
  results: z.array(LotteryNumberResult).nullable(),
  placedAt: z.string(),
});
export type LotteryTicket = z.infer<typeof LotteryTicket>;

export const LotteryBuyResponse = z.object({ ticket: LotteryTicket, balance: z.number().int().min(0) });
export type LotteryBuyResponse = z.infer<typeof LotteryBuyResponse>;

export const LotteryTicketsBody = z.strictObject({});
/** The player's latest tickets in this game (most recent first, at most 50). */
export const LotteryTicketsResponse = z.object({ tickets: z.array(LotteryTicket) });

export const LotteryResultsBody = z.strictObject({});
/** The game's latest draws drawn (most recent first, at most 20). */
export const LotteryResultsResponse = z.object({ draws: z.array(LotteryDrawResult) });

// ---- the odds desk: platform → provider (signed, like the sportsbook's trading desk), and the console ----

/** The provider's odds desk, signed like every server-to-server call (under SANDBOX_PROVIDER_BASE_PATH). */
export const LOTTERY_TRADING_PATHS = {
  odds: '/trading/lottery/odds/list',
  oddsSet: '/trading/lottery/odds/set',
} as const;
export type LotteryTradingAction = keyof typeof LOTTERY_TRADING_PATHS;

const betTypeField = z.enum(LOTTERY_BET_TYPES as [LotteryBetType, ...LotteryBetType[]], { error: 'Loại cược không hợp lệ.' });
const vndField = (label: string) =>
  z
    .number({ error: `${label} phải là số tiền nguyên dương (VND).` })
    .int({ error: `${label} phải là số tiền nguyên dương (VND).` })
    .positive({ error: `${label} phải là số tiền nguyên dương (VND).` })
    .max(LOTTERY_ODDS_MAX_VND, { error: `${label} tối đa 1,000,000,000 ₫.` });

export const LotteryOddsListBody = z.strictObject({}, { error: 'Dữ liệu gửi lên không hợp lệ' });
export type LotteryOddsListBody = z.infer<typeof LotteryOddsListBody>;

/** New odds for one bet type: tickets already sold keep theirs; the house edge must stay above 0% (and at most 75%). */
export const LotteryOddsSetBody = z.strictObject(
  { betType: betTypeField, pointPrice: vndField('Giá 1 điểm'), payoutPerPoint: vndField('Tiền thưởng mỗi điểm') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Trường không được hỗ trợ: ${issue.keys.join(', ')}` : 'Dữ liệu gửi lên không hợp lệ') },
);
export type LotteryOddsSetBody = z.infer<typeof LotteryOddsSetBody>;

export const LotteryOddsRow = z.object({
  betType: z.enum(LOTTERY_BET_TYPES as [LotteryBetType, ...LotteryBetType[]]),
  pointPrice: z.number().int().positive(),
  payoutPerPoint: z.number().int().positive(),
  /** The street rates the book starts from (DEFAULT_LOTTERY_ODDS). */
  defaults: LotteryOddsInfo,
  /** When an operator last set them; null: the defaults, never changed. */
  updatedAt: z.string({ error: 'Thời điểm không hợp lệ.' }).nullable(),
});
export type LotteryOddsRow = z.infer<typeof LotteryOddsRow>;

/** Every bet type's odds now, in LOTTERY_BET_TYPES order. */
export const LotteryOddsResponse = z.object({ odds: z.array(LotteryOddsRow) });
export type LotteryOddsResponse = z.infer<typeof LotteryOddsResponse>;

/** After a change: every bet type's odds now, and the changed one's before (the audit's before/after). */
export const LotteryOddsChangeResponse = LotteryOddsResponse.extend({ betType: LotteryOddsRow.shape.betType, before: LotteryOddsInfo });
export type LotteryOddsChangeResponse = z.infer<typeof LotteryOddsChangeResponse>;
