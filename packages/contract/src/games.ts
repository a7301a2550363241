import { z } from 'zod';
import { FAVOURITE_GAMES_MAX, GAME_CATEGORY_IDS, GAME_PROVIDER_CODES, GAME_STATUSES, GAME_TAGS, RECENT_GAMES_MAX, WALLET_KEYS } from '@app/domain';
import { body, flag, integer, text } from './fields.ts';
import { GAME_ALERT_NOTE_MAX, GAME_ALERT_NOTE_MIN, GAME_REPORT_MAX_DAYS } from './operator-routes.ts';

/**
 * The game lobby (issue 9): the catalogue the server keeps (categories, providers, games), a member's
 * favourites and recently played games. Visitors read the catalogue; the rest needs a session.
 */
export const GAME_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,63}$/;
export const GameId = text('Mã trò chơi', { min: 2, max: 64, pattern: GAME_ID_PATTERN, patternMessage: 'Mã trò chơi không hợp lệ' });

export const GameCategoryView = z.object({
  id: z.enum(GAME_CATEGORY_IDS),
  slug: z.string(),
  name: z.string(),
});
export type GameCategoryView = z.infer<typeof GameCategoryView>;

/** A provider as the lobby shows it: 'hidden' providers are left out of the member catalogue. */
export const GameProviderView = z.object({
  code: z.enum(GAME_PROVIDER_CODES),
  name: z.string(),
  walletKey: z.enum(WALLET_KEYS),
  status: z.enum(GAME_STATUSES),
  /** The operator's words while the provider is under maintenance. */
  message: z.string().nullable(),
});
export type GameProviderView = z.infer<typeof GameProviderView>;

export const GameView = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORY_IDS),
  provider: z.enum(GAME_PROVIDER_CODES),
  walletKey: z.enum(WALLET_KEYS),
  /** The drawn thumbnail's name: /game-art/<art>.svg, 4:3 (the client sets width and height). */
  art: z.string(),
  tags: z.array(z.enum(GAME_TAGS)),
  /** Its own status or its provider's, whichever is stricter ('hidden' never reaches members). */
  status: z.enum(GAME_STATUSES),
  message: z.string().nullable(),
  /** Position inside its category, from 0. */
  order: z.number().int(),
});
export type GameView = z.infer<typeof GameView>;

export const GameCatalogue = z.object({
  categories: z.array(GameCategoryView),
  providers: z.array(GameProviderView),
  /** Ordered by category, then order. */
  games: z.array(GameView),
});
export type GameCatalogue = z.infer<typeof GameCatalogue>;

/** A member's own lobby: game ids, favourites in the order added, recent games newest first. */
export const MyGames = z.object({
  favourites: z.array(z.string()).max(FAVOURITE_GAMES_MAX),
  recent: z.array(z.string()).max(RECENT_GAMES_MAX),
});
export type MyGames = z.infer<typeof MyGames>;

export const GameFavouriteBody = body({ gameId: GameId, favourite: flag('Yêu thích') });
export type GameFavouriteBody = z.infer<typeof GameFavouriteBody>;

// ---- Operator side ----

const maintenanceMessage = text('Thông báo bảo trì', { min: 1, max: 200 }).refine((m) => m.trim().length > 0, { error: 'Thông báo bảo trì không được để trống' });

export const OperatorGameUpdateBody = body({
  gameId: GameId,
  status: z.enum(GAME_STATUSES, { error: 'Trạng thái không hợp lệ' }),
  message: maintenanceMessage.optional(),
}).refine((b) => b.status !== 'maintenance' || b.message !== undefined, {
  error: 'Cần nhập thông báo bảo trì',
  path: ['message'],
});
export type OperatorGameUpdateBody = z.infer<typeof OperatorGameUpdateBody>;

export const OperatorProviderUpdateBody = body({
  provider: z.enum(GAME_PROVIDER_CODES, { error: 'Nhà cung cấp không hợp lệ' }),
  status: z.enum(GAME_STATUSES, { error: 'Trạng thái không hợp lệ' }),
  message: maintenanceMessage.optional(),
}).refine((b) => b.status !== 'maintenance' || b.message !== undefined, {
  error: 'Cần nhập thông báo bảo trì',
  path: ['message'],
});
export type OperatorProviderUpdateBody = z.infer<typeof OperatorProviderUpdateBody>;

/** The whole new order of one category's games (every game of the category, each once). */
export const OperatorGameReorderBody = body({
  category: z.enum(GAME_CATEGORY_IDS, { error: 'Danh mục không hợp lệ' }),
  gameIds: z
    .array(GameId, { error: (issue) => (issue.input === undefined ? 'Danh sách trò chơi là bắt buộc' : 'Danh sách trò chơi không hợp lệ') })
    .min(1, { error: 'Danh sách trò chơi không được để trống' })
    .max(5000, { error: 'Danh sách trò chơi quá dài' }),
});
export type OperatorGameReorderBody = z.infer<typeof OperatorGameReorderBody>;

/** The console's catalogue: every game and provider, hidden ones included, with their own status. */
export const OperatorGameCatalogue = GameCatalogue;
export type OperatorGameCatalogue = GameCatalogue;

// ---- Playing ----

export const GameLaunchBody = body({ gameId: GameId });
export type GameLaunchBody = z.infer<typeof GameLaunchBody>;

/** A single-use URL (60 s) that opens the game in the game page's frame. */
export const GameLaunchResponse = z.object({
  url: z.string(),
  gameId: z.string(),
  walletKey: z.enum(WALLET_KEYS),
  expiresAt: z.string(),
});
export type GameLaunchResponse = z.infer<typeof GameLaunchResponse>;

export const BET_HISTORY_PAGE_MAX = 50;
const day = text('Ngày', { min: 10, max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/, patternMessage: 'Ngày phải có dạng năm-tháng-ngày (yyyy-MM-dd)' });

export const BetHistoryBody = body({
  provider: z.enum(GAME_PROVIDER_CODES, { error: 'Nhà cung cấp không hợp lệ' }).optional(),
  category: z.enum(GAME_CATEGORY_IDS, { error: 'Danh mục không hợp lệ' }).optional(),
  /** Inclusive calendar days in Asia/Ho_Chi_Minh. */
  fromDate: day.optional(),
  toDate: day.optional(),
  cursor: text('Vị trí trang', { min: 1, max: 200 }).optional(),
  limit: integer('Số dòng mỗi trang', { min: 1, max: BET_HISTORY_PAGE_MAX }).optional(),
});
export type BetHistoryBody = z.infer<typeof BetHistoryBody>;

export const BetRoundSummary = z.object({
  provider: z.enum(GAME_PROVIDER_CODES),
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  /** win − stake. */
  net: z.number().int(),
  playedAt: z.string(),
  /** open: placed, its result not in yet (a lottery ticket before its draw): win 0 until then. */
  status: z.enum(['open', 'settled', 'void']),
});
export type BetRoundSummary = z.infer<typeof BetRoundSummary>;

export const BetHistoryPage = z.object({
  items: z.array(BetRoundSummary),
  nextCursor: z.string().nullable(),
  /** Over the whole filtered range, not only this page. */
  totals: z.object({ rounds: z.number().int(), turnover: z.number().int(), wins: z.number().int(), net: z.number().int() }),
});
export type BetHistoryPage = z.infer<typeof BetHistoryPage>;

export const BetRoundBody = body({
  provider: z.enum(GAME_PROVIDER_CODES, { error: 'Nhà cung cấp không hợp lệ' }),
  roundId: text('Mã ván', { min: 1, max: 80 }),
});
export type BetRoundBody = z.infer<typeof BetRoundBody>;

/** The game recall: what happened in the round, with the data to check it was fair. */
export const BetRoundDetail = BetRoundSummary.extend({
  engine: z.string().nullable(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  detail: z.unknown(),
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  /**
   * The provider's revision of the round as the platform stored it: 0 as played (or placed, for a bet
   * settled later), 1 once such a bet is settled, one more each time it is settled again (a corrected
   * result). The detail says what changed; this is whether it did.
   */
  revision: z.number().int().min(0),
});
export type BetRoundDetail = z.infer<typeof BetRoundDetail>;

// ---- Operator side: the daily game report and the reconciliation alerts ----

export const GAME_ALERT_PAGE_MAX = 100;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/**
 * Per game per day (Asia/Ho_Chi_Minh) over an inclusive range of at most GAME_REPORT_MAX_DAYS days.
 * A day that does not exist (2026-02-30) is refused by the server.
 */
export const GameDailyReportBody = body({
  fromDate: day,
  toDate: day,
  provider: BetHistoryBody.shape.provider,
  category: BetHistoryBody.shape.category,
  gameId: GameId.optional(),
})
  .refine((b) => !(dayNumber(b.fromDate) > dayNumber(b.toDate)), { error: 'Ngày bắt đầu không được sau ngày kết thúc', path: ['toDate'] })
  .refine((b) => !(dayNumber(b.toDate) - dayNumber(b.fromDate) >= GAME_REPORT_MAX_DAYS), {
    error: `Khoảng thời gian tối đa ${GAME_REPORT_MAX_DAYS} ngày`,
    path: ['toDate'],
  });
export type GameDailyReportBody = z.infer<typeof GameDailyReportBody>;

const reportFigures = {
  rounds: z.number().int(),
  /** Sum of stakes. */
  turnover: z.number().int(),
  /** Sum of wins paid. */
  payout: z.number().int(),
  /** turnover − payout: what the house kept (negative: the members won). */
  net: z.number().int(),
  /** payout / turnover, e.g. 0.9612; null when nothing was staked. */
  rtp: z.number().nullable(),
};

export const GameDailyReportRow = z.object({
  /** 'yyyy-MM-dd' in Asia/Ho_Chi_Minh. */
  day: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  category: z.string(),
  ...reportFigures,
  /** The theoretical return the game publishes (its info screen), where the catalogue knows it. */
  publishedRtp: z.number().nullable(),
});
export type GameDailyReportRow = z.infer<typeof GameDailyReportRow>;

export const GameDailyReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Newest day first; inside a day, the biggest turnover first. Days and games without rounds are left out. */
  rows: z.array(GameDailyReportRow),
  totals: z.object(reportFigures),
});
export type GameDailyReport = z.infer<typeof GameDailyReport>;

export const GAME_ALERT_STATUSES = ['open', 'resolved'] as const;

export const GameAlertsBody = body({
  /** Only open or only resolved alerts; every alert when left out. */
  status: z.enum(GAME_ALERT_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
  limit: integer('Số dòng', { min: 1, max: GAME_ALERT_PAGE_MAX }),
  /** Keyset pagination: alerts with a smaller id than this one (the previous page's `nextBefore`). */
  before: integer('Mốc phân trang', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
});
export type GameAlertsBody = z.infer<typeof GameAlertsBody>;

/** Where the reconciliation found a provider balance the records do not explain. */
export const GameAlert = z.object({
  id: z.number().int(),
  member: z.object({ memberId: z.string(), username: z.string() }),
  provider: z.string(),
  /** What the records explain: transfers in − transfers out + wins − stakes. */
  expectedBalance: z.number().int(),
  /** What the provider said it holds. */
  providerBalance: z.number().int(),
  /** providerBalance − expectedBalance. */
  difference: z.number().int(),
  /** When the difference was first found; the figures above are the latest (one open alert per member and provider). */
  createdAt: z.string(),
  resolution: z
    .object({
      at: z.string(),
      operator: z.object({ id: z.string(), username: z.string(), displayName: z.string() }).nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type GameAlert = z.infer<typeof GameAlert>;

export const GameAlertsPage = z.object({
  items: z.array(GameAlert),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /** Alerts not looked into yet, whatever the filter. */
  openCount: z.number().int(),
});
export type GameAlertsPage = z.infer<typeof GameAlertsPage>;

/** An operator marks an alert looked into, saying what was found (kept with the alert and in the audit log). */
export const GameAlertResolveBody = body({
  id: integer('Mã cảnh báo', { min: 1, max: Number.MAX_SAFE_INTEGER }),
  note: text('Ghi chú', { min: GAME_ALERT_NOTE_MIN, max: GAME_ALERT_NOTE_MAX }).refine((n) => n.trim().length >= GAME_ALERT_NOTE_MIN, {
    error: `Ghi chú phải có ít nhất ${GAME_ALERT_NOTE_MIN} ký tự`,
  }),
});
export type GameAlertResolveBody = z.infer<typeof GameAlertResolveBody>;
