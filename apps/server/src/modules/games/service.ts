import type {
  BetHistoryBody,
  GameAlertResolveBody,
  GameAlertsBody,
  GameCatalogue,
  GameDailyReportBody,
  GameFavouriteBody,
  MyGames,
  OperatorGameReorderBody,
  OperatorGameUpdateBody,
  OperatorProviderUpdateBody,
} from '@app/contract';
import { FAVOURITE_GAMES_MAX } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { GAMES_MESSAGES } from '../../messages/games.ts';
import { betHistory, betRound } from './bets/history.ts';
import { gameDailyReport } from './bets/report.ts';
import { createCatalogueCache, readCatalogue } from './catalogue.ts';
import {
  addFavourite,
  countFavourites,
  favouriteIds,
  findGame,
  findProvider,
  lockCategoryGames,
  recentIds,
  recordRecentPlay,
  removeFavourite,
  setGameOrder,
  setGameStatus,
  setProviderStatus,
} from './repository.ts';
import { alertPage, findAlert, markAlertResolved, openAlertCount, type GameAlertRow } from './transfers/alerts.ts';

export { ensureCatalogue, SHIPPED_GAMES } from './catalogue-seed.ts';
export { GAMES_MESSAGES } from '../../messages/games.ts';

/** What a change to the catalogue was, for the operator module's audit row. */
export type CatalogueChange = { target: { kind: 'game' | 'provider' | 'category'; id: string }; details: Record<string, string | number | boolean | null> };

export type { GameAlertRow } from './transfers/alerts.ts';

/**
 * The lobby: the catalogue members browse (cached per instance, see catalogue.ts), their favourites
 * and recent games, and the catalogue changes operators make (each inside the operator module's
 * transaction, which writes the audit row beside it).
 */
export function createGamesService(deps: { db: Database; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const cache = createCatalogueCache(db, now);

  async function myGames(memberId: string): Promise<MyGames> {
    const [favourites, recent] = await Promise.all([favouriteIds(db, memberId), recentIds(db, memberId)]);
    return { favourites, recent };
  }

  async function setFavourite(memberId: string, body: GameFavouriteBody): Promise<MyGames> {
    if (!(await findGame(db, body.gameId))) throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
    if (body.favourite) {
      const { n } = await countFavourites(db, memberId);
      if (Number(n) >= FAVOURITE_GAMES_MAX) throw badRequest(GAMES_MESSAGES.tooManyFavourites);
      await addFavourite(db, memberId, body.gameId, new Date(now()));
    } else {
      await removeFavourite(db, memberId, body.gameId);
    }
    return myGames(memberId);
  }

  async function recordPlay(memberId: string, gameId: string): Promise<void> {
    await recordRecentPlay(db, memberId, gameId, new Date(now()));
  }

  async function updateGame(trx: Database, body: OperatorGameUpdateBody): Promise<CatalogueChange> {
    const before = await findGame(trx, body.gameId);
    if (!before) throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
    const message = body.status === 'maintenance' ? body.message! : null;
    await setGameStatus(trx, body.gameId, body.status, message, new Date(now()));
    trx.onCommit(() => cache.invalidate());
    return { target: { kind: 'game', id: body.gameId }, details: { from: before.status, to: body.status, message } };
  }

  async function updateProvider(trx: Database, body: OperatorProviderUpdateBody): Promise<CatalogueChange> {
    const before = await findProvider(trx, body.provider);
    if (!before) throw new HttpError(404, GAMES_MESSAGES.providerNotFound);
    const message = body.status === 'maintenance' ? body.message! : null;
    await setProviderStatus(trx, body.provider, body.status, message, new Date(now()));
    trx.onCommit(() => cache.invalidate());
    return { target: { kind: 'provider', id: body.provider }, details: { from: before.status, to: body.status, message } };
  }

  async function reorder(trx: Database, body: OperatorGameReorderBody): Promise<CatalogueChange> {
    const current = await lockCategoryGames(trx, body.category);
    const wanted = new Set(body.gameIds);
    if (wanted.size !== body.gameIds.length || wanted.size !== current.length || current.some((g) => !wanted.has(g.id))) {
      throw badRequest(GAMES_MESSAGES.reorderMismatch);
    }
    const at = new Date(now());
    const position = new Map(current.map((g) => [g.id, g.sort_order]));
    for (const [order, id] of body.gameIds.entries()) {
      if (position.get(id) !== order) await setGameOrder(trx, id, order, at);
    }
    trx.onCommit(() => cache.invalidate());
    return { target: { kind: 'category', id: body.category }, details: { order: body.gameIds.join(', ') } };
  }

  /**
   * Marks a reconciliation alert looked into, inside the operator module's transaction (which writes
   * the audit row beside it). Unknown: 404; resolved already (by another operator meanwhile): 409.
   */
  async function resolveAlert(trx: Database, operatorId: string, body: GameAlertResolveBody): Promise<{ alert: GameAlertRow; details: CatalogueChange['details'] }> {
    const before = await findAlert(trx, body.id);
    if (!before) throw new HttpError(404, GAMES_MESSAGES.alertNotFound);
    const note = body.note.trim();
    if (before.resolvedAt || !(await markAlertResolved(trx, { id: body.id, operatorId, note, at: new Date(now()) }))) {
      throw new HttpError(409, GAMES_MESSAGES.alertAlreadyResolved);
    }
    const alert = (await findAlert(trx, body.id))!;
    return {
      alert,
      details: { provider: alert.providerCode, expected: alert.expectedBalance, actual: alert.providerBalance, difference: alert.providerBalance - alert.expectedBalance, note },
    };
  }

  return {
    /** A member's bet history and one round's recall, for the console (the member's own routes are the play service's). */
    memberBets: (memberId: string, body: BetHistoryBody) => betHistory(db, memberId, body),
    memberBetRound: (memberId: string, provider: string, roundId: string) => betRound(db, memberId, provider, roundId),
    dailyReport: (body: GameDailyReportBody) => gameDailyReport(db, body),
    alerts: async (body: GameAlertsBody) => {
      const [rows, openCount] = await Promise.all([alertPage(db, { status: body.status, before: body.before, limit: body.limit + 1 }), openAlertCount(db)]);
      return { rows: rows.slice(0, body.limit), more: rows.length > body.limit, openCount };
    },
    resolveAlert,
    catalogue: (): Promise<GameCatalogue> => cache.get(),
    operatorCatalogue: (): Promise<GameCatalogue> => readCatalogue(db, 'operators'),
    myGames,
    setFavourite,
    recordPlay,
    updateGame,
    updateProvider,
    reorder,
  };
}

export type GamesService = ReturnType<typeof createGamesService>;

export { createPlayService, type PlayService, type PlayDeps } from './play-service.ts';
export { createProviderRegistry, type ProviderRegistry } from './providers/registry.ts';
export { createSandboxAdapter } from './providers/sandbox-adapter.ts';
export { sandboxCallbackRoutes } from './providers/sandbox-callbacks.ts';
export { gameAccountBalances, gameAccountBalancesOf } from './transfers/wallet-moves.ts';
export type { PlayGate } from './launch/launch.ts';
export { ProviderUnavailable, type GameProviderAdapter } from './providers/provider-adapter.ts';
export { playTotalsSince, type GamePlayTotals } from './bets/totals.ts';
export { betRecordTestRoutes, GAME_ROUNDS_TEST_PATH } from './bets/test-routes.ts';
export { createSportsbookTrading, type SportsbookTrading } from './providers/sportsbook-trading.ts';
export { createLotteryTrading, type LotteryTrading } from './providers/lottery-trading.ts';
export { createTablesTrading, type TablesTrading } from './providers/tables-trading.ts';
