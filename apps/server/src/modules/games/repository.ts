import { RECENT_GAMES_MAX, type GameStatus } from '@app/domain';
import type { Database } from '../../db/database.ts';

export function categoryRows(db: Database) {
  return db.db.selectFrom('game_categories').selectAll().orderBy('sort_order').execute();
}

export function providerRows(db: Database) {
  return db.db.selectFrom('game_providers').selectAll().orderBy('sort_order').execute();
}

export function gameRows(db: Database) {
  return db.db
    .selectFrom('games')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select(['games.id', 'games.provider_code', 'games.category_id', 'games.name', 'games.art', 'games.tags', 'games.engine', 'games.status', 'games.message', 'games.sort_order'])
    .orderBy('game_categories.sort_order')
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .execute();
}

export function findGame(db: Database, id: string) {
  return db.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findProvider(db: Database, code: string) {
  return db.db.selectFrom('game_providers').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function setGameStatus(db: Database, id: string, status: GameStatus, message: string | null, at: Date): Promise<boolean> {
  const result = await db.db.updateTable('games').set({ status, message, updated_at: at }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setProviderStatus(db: Database, code: string, status: GameStatus, message: string | null, at: Date): Promise<boolean> {
  const result = await db.db.updateTable('game_providers').set({ status, message, updated_at: at }).where('code', '=', code).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ids of one category's games, in their order, locked so two reorders cannot interleave. */
export function lockCategoryGames(db: Database, category: string) {
  db.assertTransaction();
  return db.db.selectFrom('games').select(['id', 'sort_order']).where('category_id', '=', category).orderBy('sort_order').forUpdate().execute();
}

export async function setGameOrder(db: Database, id: string, order: number, at: Date): Promise<void> {
  await db.db.updateTable('games').set({ sort_order: order, updated_at: at }).where('id', '=', id).execute();
}

export async function favouriteIds(db: Database, memberId: string): Promise<string[]> {
  const rows = await db.db.selectFrom('game_favourites').select('game_id').where('member_id', '=', memberId).orderBy('created_at').orderBy('game_id').execute();
  return rows.map((r) => r.game_id);
}

export async function recentIds(db: Database, memberId: string): Promise<string[]> {
  const rows = await db.db
    .selectFrom('game_recent_plays')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('played_at', 'desc')
    .orderBy('game_id')
    .limit(RECENT_GAMES_MAX)
    .execute();
  return rows.map((r) => r.game_id);
}

export function countFavourites(db: Database, memberId: string) {
  return db.db.selectFrom('game_favourites').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
}

export async function addFavourite(db: Database, memberId: string, gameId: string, at: Date): Promise<void> {
  await db.db.insertInto('game_favourites').values({ member_id: memberId, game_id: gameId, created_at: at }).onConflict((oc) => oc.doNothing()).execute();
}

export async function removeFavourite(db: Database, memberId: string, gameId: string): Promise<void> {
  await db.db.deleteFrom('game_favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
}

/** Records a play and keeps only the newest RECENT_GAMES_MAX per member. */
export async function recordRecentPlay(db: Database, memberId: string, gameId: string, at: Date): Promise<void> {
  await db.db
    .insertInto('game_recent_plays')
    .values({ member_id: memberId, game_id: gameId, played_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at }))
    .execute();
  const keep = db.db
    .selectFrom('game_recent_plays')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('played_at', 'desc')
    .orderBy('game_id')
    .limit(RECENT_GAMES_MAX);
  await db.db.deleteFrom('game_recent_plays').where('member_id', '=', memberId).where('game_id', 'not in', keep).execute();
}
