import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The sandbox provider's tables, Kysely only. Functions that rely on the caller's row locks assert the transaction. */

// ---- wallets ----

/** Creates the player's wallet at 0 if missing; a nickname given replaces the one kept. */
export async function ensureWallet(db: Database, playerId: string, nickname: string | null): Promise<void> {
  await db.db
    .insertInto('sandbox_wallets')
    .values({ player_id: playerId, nickname })
    .onConflict((oc) =>
      nickname === null ? oc.column('player_id').doNothing() : oc.column('player_id').doUpdateSet({ nickname, updated_at: sql`now()` }),
    )
    .execute();
}

export async function walletBalance(db: Database, playerId: string): Promise<number | null> {
  const row = await db.db.selectFrom('sandbox_wallets').select('balance').where('player_id', '=', playerId).executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** The wallet's balance under a row lock, held until the transaction ends: the one serialisation point per player. */
export async function lockWallet(txn: Database, playerId: string): Promise<number> {
  txn.assertTransaction();
  const row = await txn.db.selectFrom('sandbox_wallets').select('balance').where('player_id', '=', playerId).forUpdate().executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function setBalance(txn: Database, playerId: string, balance: number): Promise<void> {
  txn.assertTransaction();
  await txn.db.updateTable('sandbox_wallets').set({ balance, updated_at: sql`now()` }).where('player_id', '=', playerId).execute();
}

// ---- orders ----

export type OrderRow = {
  orderId: string;
  playerId: string;
  direction: 'in' | 'out';
  amount: number;
  status: 'applied' | 'refused';
  reason: string | null;
  balanceAfter: number | null;
};

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | null> {
  const row = await db.db.selectFrom('sandbox_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  return {
    orderId: row.order_id,
    playerId: row.player_id,
    direction: row.direction,
    amount: Number(row.amount),
    status: row.status,
    reason: row.reason,
    balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
  };
}

/** False when the order id was taken meanwhile (by a transfer of another player: the wallet lock does not cover it). */
export async function insertOrder(txn: Database, order: OrderRow): Promise<boolean> {
  txn.assertTransaction();
  const inserted = await txn.db
    .insertInto('sandbox_orders')
    .values({
      order_id: order.orderId,
      player_id: order.playerId,
      direction: order.direction,
      amount: order.amount,
      status: order.status,
      reason: order.reason,
      balance_after: order.balanceAfter,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// ---- seeds ----

export type SeedRow = { id: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number };

const seedColumns = ['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'] as const;
const toSeed = (row: { id: number | string; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number }): SeedRow => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nextNonce: Number(row.next_nonce),
});

export async function activeSeed(db: Database, playerId: string, { lock = false } = {}): Promise<SeedRow | null> {
  if (lock) db.assertTransaction();
  let query = db.db.selectFrom('sandbox_seeds').select(seedColumns).where('player_id', '=', playerId).where('revealed_at', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toSeed(row) : null;
}

/** Starts a seed pair unless the player has an active one (the partial unique index decides a race). */
export async function insertSeedIfNone(db: Database, playerId: string, seed: { serverSeed: string; serverSeedHash: string; clientSeed: string }): Promise<void> {
  await db.db
    .insertInto('sandbox_seeds')
    .values({ player_id: playerId, server_seed: seed.serverSeed, server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed })
    .onConflict((oc) => oc.column('player_id').where('revealed_at', 'is', null).doNothing())
    .execute();
}

export async function setClientSeed(txn: Database, seedId: number, clientSeed: string): Promise<void> {
  txn.assertTransaction();
  await txn.db.updateTable('sandbox_seeds').set({ client_seed: clientSeed }).where('id', '=', seedId).execute();
}

export async function revealSeed(txn: Database, seedId: number, at: Date): Promise<void> {
  txn.assertTransaction();
  await txn.db.updateTable('sandbox_seeds').set({ revealed_at: at }).where('id', '=', seedId).where('revealed_at', 'is', null).execute();
}

/**
 * The nonce of the player's next round under the active seed pair, moved on in the same statement (which
 * holds the seed's row until the round's transaction ends). The seed is returned as it was before: its
 * `nextNonce` is the round's nonce. Null when the player has no active seed pair yet.
 */
export async function takeNonce(txn: Database, playerId: string): Promise<SeedRow | null> {
  txn.assertTransaction();
  const row = await txn.db
    .updateTable('sandbox_seeds')
    .set({ next_nonce: sql`next_nonce + 1` })
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .returning(seedColumns)
    .executeTakeFirst();
  return row ? toSeed({ ...row, next_nonce: Number(row.next_nonce) - 1 }) : null;
}

// ---- rounds ----

export type NewRound = {
  roundId: string;
  playerId: string;
  gameId: string;
  engine: string;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number;
  detail: unknown;
  seed: SeedRow;
  nonce: number;
  playedAt: Date;
};

/** A round's columns, as toBetRecord reads them. */
export const ROUND_COLUMNS = [
  'seq', 'round_id', 'player_id', 'game_id', 'stake', 'win', 'balance_before', 'balance_after', 'detail',
  'server_seed_hash', 'client_seed', 'nonce', 'played_at', 'status', 'revision', 'settled_at',
] as const;

export type RoundRow = {
  seq: number | string;
  round_id: string;
  player_id: string;
  game_id: string;
  stake: number | string;
  win: number | string;
  balance_before: number | string;
  balance_after: number | string;
  detail: unknown;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  played_at: Date;
  status: 'open' | 'settled' | 'void';
  revision: number;
  settled_at: Date | null;
};

export type RoundToWrite = Omit<NewRound, 'balanceBefore' | 'balanceAfter'>;

/** What `writeRounds` did with a round: written, or why not. */
export type RoundWritten =
  | { kind: 'played'; seq: number; balanceBefore: number; balanceAfter: number }
  /** The seed pair is not as read: another round took the nonce, or the client seed changed, or it was rotated. */
  | { kind: 'seed-moved' }
  | { kind: 'too-soon' }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'no-wallet' };

/** A round to write, and (slots) the spacing it must keep from the player's last round of its engine family. */
export type RoundWrite = { round: RoundToWrite; spacing: { enginePrefix: string; since: Date } | null };

/**
 * Rounds of different players in one statement (its own transaction), each played with the seed pair and
 * nonce read before it: the players' wallet rows locked first, in player order (the provider's lock order:
 * `deferred-bets.ts` and the sportsbook lock wallets the same way), then their seed pairs, each of which
 * must still be active with the same client seed and the round's nonce as its next; then, unless the
 * wallet is short or (with `spacing`) a round of that engine family ('slot:') was played after
 * `spacing.since`, each round is written with its wallet's balance before and after, the wallet set to it
 * and the nonce moved on. A round whose conditions do not hold writes nothing and does not hold up the
 * others ('seed-moved': read again and retry). One verdict per round, in the order given.
 *
 * Why the order holds under concurrency: `seed` waits until every wallet of the statement is locked (its
 * uncorrelated count reads them all first); a row locked FOR UPDATE after a wait is re-read at its latest
 * version and its conditions checked again, so a nonce taken meanwhile by another round shows as
 * 'seed-moved'; and every round of a player moves the nonce, so when the seed is as read no round came
 * in between, and the spacing check (read at the statement's start) is current.
 *
 * At most one round per player: two would be written from the same balance.
 */
export async function writeRounds(db: Database, writes: readonly RoundWrite[]): Promise<RoundWritten[]> {
  if (writes.length === 0) return [];
  if (new Set(writes.map((w) => w.round.playerId)).size !== writes.length) throw new Error('writeRounds: at most one round per player in a statement');
  const column = <T>(of: (w: RoundWrite) => T) => writes.map(of);
  const { rows } = await sql<{ balance: string | null; seed_ok: boolean; too_soon: boolean; seq: string | null; balance_before: string | null; balance_after: string | null }>`
    with input as (
      select * from unnest(
        ${column((w) => w.round.roundId)}::text[], ${column((w) => w.round.playerId)}::text[], ${column((w) => w.round.gameId)}::text[],
        ${column((w) => w.round.engine)}::text[], ${column((w) => w.round.stake)}::bigint[], ${column((w) => w.round.win)}::bigint[],
        ${column((w) => JSON.stringify(w.round.detail))}::jsonb[], ${column((w) => w.round.seed.id)}::bigint[],
        ${column((w) => w.round.seed.serverSeedHash)}::text[], ${column((w) => w.round.seed.clientSeed)}::text[],
        ${column((w) => w.round.nonce)}::integer[], ${column((w) => w.round.playedAt.toISOString())}::timestamptz[],
        ${column((w) => w.spacing?.enginePrefix ?? null)}::text[], ${column((w) => w.spacing?.since.toISOString() ?? null)}::timestamptz[]
      ) with ordinality as i(round_id, player_id, game_id, engine, stake, win, detail, seed_id, server_seed_hash, client_seed, nonce,
                              played_at, spacing_prefix, spacing_since, ord)
    ),
    wallet as materialized (
      select player_id, balance from sandbox_wallets where player_id in (select player_id from input) order by player_id for update
    ),
    seed as materialized (
      select s.id from sandbox_seeds s join input i on s.id = i.seed_id and s.player_id = i.player_id
      where s.revealed_at is null and s.next_nonce = i.nonce and s.client_seed = i.client_seed and (select count(*) from wallet) > 0
      order by s.id
      for update of s
    ),
    early as materialized (
      select i.ord, i.spacing_prefix is not null and exists (
        select 1 from sandbox_rounds r
        where r.player_id = i.player_id and r.engine like i.spacing_prefix || '%' and r.played_at > i.spacing_since
      ) as too_soon
      from input i
    ),
    round as (
      insert into sandbox_rounds (round_id, player_id, game_id, engine, stake, win, balance_before, balance_after, detail,
                                  seed_id, server_seed_hash, client_seed, nonce, played_at)
      select i.round_id, i.player_id, i.game_id, i.engine, i.stake, i.win, w.balance, w.balance - i.stake + i.win, i.detail,
             s.id, i.server_seed_hash, i.client_seed, i.nonce, i.played_at
      from input i join wallet w on w.player_id = i.player_id join seed s on s.id = i.seed_id join early e on e.ord = i.ord
      where w.balance >= i.stake and not e.too_soon
      returning round_id, player_id, seq, balance_before, balance_after
    ),
    moved as (
      update sandbox_wallets w set balance = r.balance_after, updated_at = now() from round r where w.player_id = r.player_id
    ),
    nonce as (
      update sandbox_seeds s set next_nonce = s.next_nonce + 1 from round r join input i on i.round_id = r.round_id where s.id = i.seed_id
    )
    select w.balance, s.id is not null as seed_ok, e.too_soon, r.seq, r.balance_before, r.balance_after
    from input i
    left join wallet w on w.player_id = i.player_id
    left join seed s on s.id = i.seed_id
    left join early e on e.ord = i.ord
    left join round r on r.round_id = i.round_id
    order by i.ord
  `.execute(db.db);
  return rows.map((row): RoundWritten => {
    if (row.seq !== null) return { kind: 'played', seq: Number(row.seq), balanceBefore: Number(row.balance_before), balanceAfter: Number(row.balance_after) };
    if (row.balance === null) return { kind: 'no-wallet' };
    if (!row.seed_ok) return { kind: 'seed-moved' };
    if (row.too_soon) return { kind: 'too-soon' };
    return { kind: 'insufficient', balance: Number(row.balance) };
  });
}

export async function roundsAfter(db: Database, after: number, limit: number): Promise<RoundRow[]> {
  return db.db.selectFrom('sandbox_rounds').select(ROUND_COLUMNS).where('seq', '>', after).orderBy('seq').limit(limit).execute();
}

export async function unpushedRounds(db: Database, limit: number): Promise<RoundRow[]> {
  return db.db.selectFrom('sandbox_rounds').select(ROUND_COLUMNS).where('pushed_at', 'is', null).orderBy('seq').limit(limit).execute();
}

/** Acknowledged: each round as it was sent (a round settled again since waits for its own push). */
export async function markPushed(db: Database, sent: readonly { roundId: string; revision: number }[], at: Date): Promise<void> {
  if (sent.length === 0) return;
  // Joined by round id (its unique index), so a batch of 500 is 500 index look-ups whatever the table's size.
  await sql`
    update sandbox_rounds r set pushed_at = ${at}
    from unnest(${sent.map((r) => r.roundId)}::text[], ${sent.map((r) => r.revision)}::integer[]) as s(round_id, revision)
    where r.round_id = s.round_id and r.revision = s.revision and r.pushed_at is null
  `.execute(db.db);
}

// ---- launches and game sessions ----

export type GameBinding = { playerId: string; gameId: string; engine: string };

export async function insertLaunch(db: Database, tokenHash: string, launch: GameBinding, expiresAt: Date): Promise<void> {
  await db.db
    .insertInto('sandbox_launches')
    .values({ token_hash: tokenHash, player_id: launch.playerId, game_id: launch.gameId, engine: launch.engine, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

export async function findLaunch(db: Database, tokenHash: string, now: Date): Promise<GameBinding | null> {
  const row = await db.db
    .selectFrom('sandbox_launches')
    .select(['player_id', 'game_id', 'engine'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { playerId: row.player_id, gameId: row.game_id, engine: row.engine } : null;
}

/** Single use: true for the one caller that removed it. Expired launches of anyone go with it. */
export async function takeLaunch(txn: Database, tokenHash: string, now: Date): Promise<boolean> {
  const taken = await txn.db.deleteFrom('sandbox_launches').where('token_hash', '=', tokenHash).returning('token_hash').executeTakeFirst();
  await txn.db.deleteFrom('sandbox_launches').where('expires_at', '<=', now).execute();
  return taken !== undefined;
}

export async function insertSession(db: Database, tokenHash: string, session: GameBinding, expiresAt: Date): Promise<void> {
  await db.db
    .insertInto('sandbox_game_sessions')
    .values({ token_hash: tokenHash, player_id: session.playerId, game_id: session.gameId, engine: session.engine, expires_at: expiresAt })
    .execute();
}

export async function findSession(db: Database, tokenHash: string, now: Date): Promise<{ binding: GameBinding; expiresAt: number } | null> {
  const row = await db.db
    .selectFrom('sandbox_game_sessions')
    .select(['player_id', 'game_id', 'engine', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { binding: { playerId: row.player_id, gameId: row.game_id, engine: row.engine }, expiresAt: new Date(row.expires_at).getTime() } : null;
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.db.deleteFrom('sandbox_game_sessions').where('expires_at', '<=', now).execute();
}
