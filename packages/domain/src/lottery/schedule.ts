/**
 * When the lottery draws: the fast draws ("Xổ số siêu tốc") every 1, 3 or 5 minutes around the clock,
 * and the northern draw once a day at 18:15 in Vietnam. Times are instants (ms since the epoch); Vietnam
 * keeps UTC+7 all year, so a day there is a fixed 7-hour shift from UTC.
 */
export type LotteryGameKey = 'sieu-toc-1' | 'sieu-toc-3' | 'sieu-toc-5' | 'mien-bac';

export type LotterySchedule =
  | { readonly kind: 'every'; readonly minutes: 1 | 3 | 5 }
  /** Minutes after midnight, Vietnam time. */
  | { readonly kind: 'daily'; readonly minuteOfDay: number };

export type LotteryGameInfo = {
  readonly key: LotteryGameKey;
  readonly name: string;
  /** The draw id's prefix: short, upper-case, one per game. */
  readonly code: string;
  readonly schedule: LotterySchedule;
  readonly scheduleText: string;
};

export const LOTTERY_GAMES: Readonly<Record<LotteryGameKey, LotteryGameInfo>> = {
  'sieu-toc-1': { key: 'sieu-toc-1', name: 'Siêu tốc 1 phút', code: 'ST1', schedule: { kind: 'every', minutes: 1 }, scheduleText: 'Quay mỗi phút, cả ngày' },
  'sieu-toc-3': { key: 'sieu-toc-3', name: 'Siêu tốc 3 phút', code: 'ST3', schedule: { kind: 'every', minutes: 3 }, scheduleText: 'Quay 3 phút một kỳ, cả ngày' },
  'sieu-toc-5': { key: 'sieu-toc-5', name: 'Siêu tốc 5 phút', code: 'ST5', schedule: { kind: 'every', minutes: 5 }, scheduleText: 'Quay 5 phút một kỳ, cả ngày' },
  'mien-bac': { key: 'mien-bac', name: 'Miền Bắc', code: 'MB', schedule: { kind: 'daily', minuteOfDay: 18 * 60 + 15 }, scheduleText: 'Quay lúc 18:15 hằng ngày' },
};

export const LOTTERY_GAME_KEYS = Object.keys(LOTTERY_GAMES) as LotteryGameKey[];

export function isLotteryGameKey(key: string): key is LotteryGameKey {
  return Object.hasOwn(LOTTERY_GAMES, key);
}

/** Betting on a draw closes this long before it is drawn (by the server's clock). */
export const LOTTERY_CLOSE_BEFORE_MS = 10_000;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const VIETNAM_OFFSET = 7 * 60 * MINUTE;

/** The next draw strictly after `now` (a draw at exactly `now` is being drawn, not open). */
export function nextDrawAt(game: LotteryGameInfo, now: number): number {
  const { schedule } = game;
  if (schedule.kind === 'every') {
    const period = schedule.minutes * MINUTE;
    return (Math.floor(now / period) + 1) * period;
  }
  const local = now + VIETNAM_OFFSET;
  const dayStart = Math.floor(local / DAY) * DAY;
  let at = dayStart + schedule.minuteOfDay * MINUTE;
  if (at <= local) at += DAY;
  return at - VIETNAM_OFFSET;
}

/** The draw before `drawAt` in the same game. */
export function previousDrawAt(game: LotteryGameInfo, drawAt: number): number {
  return game.schedule.kind === 'every' ? drawAt - game.schedule.minutes * MINUTE : drawAt - DAY;
}

/** True when `drawAt` is one of the game's draw times. */
export function isDrawTime(game: LotteryGameInfo, drawAt: number): boolean {
  return nextDrawAt(game, drawAt - 1) === drawAt;
}

export function closesAt(drawAt: number): number {
  return drawAt - LOTTERY_CLOSE_BEFORE_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A draw's id, readable by a member and the same on every server: the game's code, the Vietnamese date
 * and, for fast draws, the draw's number in that day ('ST1-20261127-0781' is the 781st one-minute draw of
 * 27 November; 'MB-20261127' is that day's northern draw).
 */
export function drawIdOf(game: LotteryGameInfo, drawAt: number): string {
  // The date of the period the draw closes: the draw at 00:00 is the day before's last.
  const day = new Date(drawAt - 1 + VIETNAM_OFFSET);
  const date = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
  if (game.schedule.kind === 'daily') return `${game.code}-${date}`;
  const local = new Date(drawAt + VIETNAM_OFFSET);
  const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes() || DAY / MINUTE;
  return `${game.code}-${date}-${pad(Math.round(minuteOfDay / game.schedule.minutes), 4)}`;
}
