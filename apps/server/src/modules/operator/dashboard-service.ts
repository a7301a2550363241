import type { OperatorDashboard } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { vietnamDay, vietnamDayStart } from '../../lib/vietnam-day.ts';
import type { ChatService } from '../chat/service.ts';
import type { GamesService } from '../games/service.ts';
import { registrationsSince } from '../members/service.ts';
import { paymentsSince, pendingReviews } from '../payments/service.ts';

/**
 * What the console opens on: members online now, today's registrations, deposits and withdrawals
 * (asked for and paid, by channel), what waits for review and since when, and today's gross gaming
 * revenue per provider from the bet records, live chats waiting and agents on duty. "Today" is the calendar day in Asia/Ho_Chi_Minh. Each
 * figure is one grouped query in the module that owns it; reading it is not audited (no member data).
 */
export function createDashboardService(deps: { db: Database; games: GamesService; chat: ChatService; membersOnline: () => Promise<number>; now: () => number }) {
  const { db, games, now } = deps;

  async function dashboard(): Promise<OperatorDashboard> {
    const at = now();
    const today = vietnamDay(new Date(at));
    const since = new Date(vietnamDayStart(today));
    const [membersOnline, registrationsToday, paymentsToday, pending, report, chatsWaiting, onDuty] = await Promise.all([
      deps.membersOnline(),
      registrationsSince(db, since),
      paymentsSince(db, since),
      pendingReviews(db),
      games.dailyReport({ fromDate: today, toDate: today }),
      deps.chat.waitingCount(),
      deps.chat.onDutyIds(),
    ]);
    const byProvider = new Map<string, { provider: string; rounds: number; turnover: number; payout: number; ggr: number }>();
    for (const row of report.rows) {
      const p = byProvider.get(row.provider) ?? { provider: row.provider, rounds: 0, turnover: 0, payout: 0, ggr: 0 };
      p.rounds += row.rounds;
      p.turnover += row.turnover;
      p.payout += row.payout;
      p.ggr += row.turnover - row.payout;
      byProvider.set(row.provider, p);
    }
    return {
      at: new Date(at).toISOString(),
      membersOnline,
      registrationsToday,
      paymentsToday,
      pendingReviews: pending.map((p) => ({ type: p.type, count: p.count, oldestSince: p.oldest?.toISOString() ?? null })),
      revenueToday: [...byProvider.values()].sort((a, b) => b.turnover - a.turnover),
      chatsWaiting,
      agentsOnDuty: onDuty.length,
    };
  }

  return { dashboard };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
