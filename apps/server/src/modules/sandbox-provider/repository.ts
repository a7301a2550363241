import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The sandbox provider's tables, Kysely only. Functions that rely on the caller's row locks assert the transaction. */

const jsonb = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as jsonb)`;

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

/** What `writeRound` did: the round written, or why nothing was. */
export type RoundWritten =
  | { kind: 'played'; seq: number; balanceBefore: number; balanceAfter: number }
  /** The seed pair is not as read: another round took the nonce, or the client seed changed, or it was rotated. */
  | { kind: 'seed-moved' }
  | { kind: 'too-soon' }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'no-wallet' };

/**
 * A round in one statement (its own transaction), played with the seed pair and nonce read before it:
 * the wallet's row locked first (the one serialisation point per player), then the seed pair's, which
 * must still be active with the same client seed and the round's nonce as its next; then, unless the
 * wallet is short or (with `spacing`) a round of that engine family ('slot:') was played after
 * `spacing.since`, the round is written with the wallet's balance before and after, the wallet set to
 * it and the nonce moved on. Anything not as read writes nothing ('seed-moved': read again and retry).
 *
 * Why the order holds under concurrency: `seed` waits for `wallet`'s lock (its uncorrelated EXISTS runs
 * first); a row locked FOR UPDATE after a wait is re-read at its latest version and its conditions
 * checked again, so a nonce taken meanwhile by another round shows as 'seed-moved'; and every round of
 * the player moves the nonce, so when the seed is as read no round came in between, and the spacing
 * check (read at the statement's start) is current.
 */
export async function writeRound(db: Database, round: RoundToWrite, spacing: { enginePrefix: string; since: Date } | null): Promise<RoundWritten> {
  const { rows } = await sql<{ balance: string | null; seed_ok: boolean; too_soon: boolean; seq: string | null; balance_before: string | null; balance_after: string | null }>`
    with wallet as materialized (
      select balance from sandbox_wallets where player_id = ${round.playerId} for update
    ),
    seed as materialized (
      select id from sandbox_seeds
      where id = ${round.seed.id}::bigint and player_id = ${round.playerId} and revealed_at is null
        and next_nonce = ${round.nonce}::integer and client_seed = ${round.seed.clientSeed}::text
        and exists (select 1 from wallet)
      for update
    ),
    early as materialized (
      select ${spacing !== null} and exists (
        select 1 from sandbox_rounds
        where player_id = ${round.playerId} and engine like ${`${spacing?.enginePrefix ?? ''}%`} and played_at > ${spacing?.since ?? null}::timestamptz
      ) as too_soon
    ),
    round as (
      insert into sandbox_rounds (round_id, player_id, game_id, engine, stake, win, balance_before, balance_after, detail,
                                  seed_id, server_seed_hash, client_seed, nonce, played_at)
      select ${round.roundId}::text, ${round.playerId}::text, ${round.gameId}::text, ${round.engine}::text, ${round.stake}::bigint,
             ${round.win}::bigint, wallet.balance, wallet.balance - ${round.stake}::bigint + ${round.win}::bigint, ${jsonb(round.detail)},
             seed.id, ${round.seed.serverSeedHash}::text, ${round.seed.clientSeed}::text, ${round.nonce}::integer,
             ${round.playedAt}::timestamptz
      from wallet, seed, early
      where wallet.balance >= ${round.stake}::bigint and not early.too_soon
      returning seq, balance_before, balance_after
    ),
    moved as (
      update sandbox_wallets set balance = round.balance_after, updated_at = now() from round where sandbox_wallets.player_id = ${round.playerId}
    ),
    nonce as (
      update sandbox_seeds set next_nonce = sandbox_seeds.next_nonce + 1 from round where sandbox_seeds.id = ${round.seed.id}::bigint
    )
    select (select balance from wallet) as balance, exists (select 1 from seed) as seed_ok, (select too_soon from early) as too_soon,
           round.seq, round.balance_before, round.balance_after
    from (select 1) as one left join round on true
  `.execute(db.db);
  const row = rows[0]!;
  if (row.seq !== null) return { kind: 'played', seq: Number(row.seq), balanceBefore: Number(row.balance_before), balanceAfter: Number(row.balance_after) };
  if (row.balance === null) return { kind: 'no-wallet' };
  if (!row.seed_ok) return { kind: 'seed-moved' };
  if (row.too_soon) return { kind: 'too-soon' };
  return { kind: 'insufficient', balance: Number(row.balance) };
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
