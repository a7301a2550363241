import type {
  BetHistoryPage,
  BetRoundDetail,
  GameAlert,
  GameAlertResolveBody,
  GameAlertsBody,
  GameAlertsPage,
  GameDailyReport,
  GameDailyReportBody,
  MemberBetRoundBody,
  MemberBetsBody,
} from '@app/contract';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import type { GameAlertRow, GamesService } from '../games/service.ts';
import { findMemberById, memberNames } from '../members/service.ts';
import { appendAudit, operatorNames } from './repository.ts';
import type { Actor } from './service.ts';

/**
 * The console's side of play: a member's bet history and round recall (each read audited, as a
 * member's ledger is: it shows what they did with their money), the daily report per game, and the
 * reconciliation alerts with their resolution (audited in the same transaction as the change). The
 * games module reads its tables; this module adds the names it owns (operators) and asks the
 * members module for members'.
 */
export function createGameRecordsAdminService(deps: { db: Database; games: GamesService }) {
  const { db, games } = deps;

  async function knownMember(memberId: string) {
    const member = await findMemberById(db, memberId);
    if (!member) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
    return member;
  }

  async function memberBets(actor: Actor, body: MemberBetsBody): Promise<BetHistoryPage> {
    const { memberId, ...filters } = body;
    await knownMember(memberId);
    const page = await games.memberBets(memberId, filters);
    const details = { provider: filters.provider ?? null, category: filters.category ?? null, fromDate: filters.fromDate ?? null, toDate: filters.toDate ?? null, cursor: filters.cursor ?? null };
    await appendAudit(db, { operatorId: actor.operator.id, action: 'member.bets_view', target: { kind: 'member', id: memberId }, details, ip: actor.ip });
    return page;
  }

  async function memberBetRound(actor: Actor, body: MemberBetRoundBody): Promise<BetRoundDetail> {
    await knownMember(body.memberId);
    const round = await games.memberBetRound(body.memberId, body.provider, body.roundId);
    await appendAudit(db, {
      operatorId: actor.operator.id,
      action: 'member.bets_view',
      target: { kind: 'member', id: body.memberId },
      details: { provider: body.provider, roundId: body.roundId },
      ip: actor.ip,
    });
    return round;
  }

  async function views(rows: GameAlertRow[]): Promise<GameAlert[]> {
    const [members, operators] = await Promise.all([
      memberNames(db, rows.map((r) => r.memberId)),
      operatorNames(db, rows.flatMap((r) => (r.resolvedBy ? [r.resolvedBy] : []))),
    ]);
    return rows.map((r) => {
      const resolver = r.resolvedBy ? operators.get(r.resolvedBy) : undefined;
      return {
        id: r.id,
        member: { memberId: r.memberId, username: members.get(r.memberId)?.username ?? r.memberId },
        provider: r.providerCode,
        expectedBalance: r.expectedBalance,
        providerBalance: r.providerBalance,
        difference: r.providerBalance - r.expectedBalance,
        createdAt: r.createdAt.toISOString(),
        resolution: r.resolvedAt
          ? { at: r.resolvedAt.toISOString(), operator: resolver && r.resolvedBy ? { id: r.resolvedBy, ...resolver } : null, note: r.note }
          : null,
      };
    });
  }

  async function alerts(body: GameAlertsBody): Promise<GameAlertsPage> {
    const { rows, more, openCount } = await games.alerts(body);
    const items = await views(rows);
    return { items, nextBefore: more ? items[items.length - 1]!.id : null, openCount };
  }

  async function resolveAlert(actor: Actor, body: GameAlertResolveBody): Promise<GameAlert> {
    const alert = await db.transaction(async (trx) => {
      const { alert, details } = await games.resolveAlert(trx, actor.operator.id, body);
      await appendAudit(trx, { operatorId: actor.operator.id, action: 'game.alert_resolve', target: { kind: 'game_alert', id: String(alert.id) }, details: { ...details, memberId: alert.memberId }, ip: actor.ip });
      return alert;
    });
    return (await views([alert]))[0]!;
  }

  return {
    memberBets,
    memberBetRound,
    dailyReport: (body: GameDailyReportBody): Promise<GameDailyReport> => games.dailyReport(body),
    alerts,
    resolveAlert,
  };
}

export type GameRecordsAdminService = ReturnType<typeof createGameRecordsAdminService>;
