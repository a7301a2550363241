import { randomBytes } from 'node:crypto';
import type { FairnessState } from '@app/contract/sandbox-provider';
import { generateServerSeed, serverSeedHash } from '@app/domain';
import type { Database } from '../../db/database.ts';
import * as repo from './repository.ts';

/**
 * Each player's provably fair seed pair (commit–reveal): the hash of the active server seed is shown
 * before play, every round draws from HMAC(serverSeed, `${clientSeed}:${nonce}`), and rotating reveals
 * the seed so every round played with it can be recomputed, and commits to a new one.
 */
const newSeedPair = (clientSeed: string) => {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed };
};

/** A client seed the member did not choose: random, so two players' rounds never share a message. */
const defaultClientSeed = () => randomBytes(8).toString('hex');

export const stateOf = (seed: repo.SeedRow): FairnessState => ({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce });

/** The player's first seed pair, if they have none. */
export async function ensureSeed(db: Database, playerId: string): Promise<repo.SeedRow> {
  const existing = await repo.activeSeed(db, playerId);
  if (existing) return existing;
  await repo.insertSeedIfNone(db, playerId, newSeedPair(defaultClientSeed()));
  return (await repo.activeSeed(db, playerId))!;
}

export async function fairnessState(db: Database, playerId: string): Promise<FairnessState> {
  return stateOf(await ensureSeed(db, playerId));
}

/**
 * A round's seed pair and nonce, the nonce moved on (inside the round's transaction, after the wallet
 * lock): the player's first round starts their first seed pair.
 */
export async function takeNonce(txn: Database, playerId: string): Promise<repo.SeedRow> {
  const seed = await repo.takeNonce(txn, playerId);
  if (seed) return seed;
  await repo.insertSeedIfNone(txn, playerId, newSeedPair(defaultClientSeed()));
  return (await repo.takeNonce(txn, playerId))!;
}

/** How many players' seed pairs an instance keeps in mind (a few hundred bytes each). */
const SEED_CACHE_SIZE = 20_000;

export type SeedCache = ReturnType<typeof createSeedCache>;

/**
 * The seed pair each player's next round will use, as this instance last saw it: read once, then moved
 * on by each round it plays. It is only a guess: every round's write checks the seed pair and nonce it
 * was played with against the database (`repo.writeRounds`), and on 'seed-moved' (a round on another
 * instance or tab, a new client seed, a rotation) the guess is dropped and read again.
 */
export function createSeedCache(db: Database, size = SEED_CACHE_SIZE) {
  const seeds = new Map<string, repo.SeedRow>();
  /** The last round each player has queued on this instance. */
  const queues = new Map<string, Promise<unknown>>();
  const remember = (playerId: string, seed: repo.SeedRow) => {
    seeds.delete(playerId);
    seeds.set(playerId, seed);
    // The oldest entry out (a Map iterates in insertion order, and each use re-inserts).
    if (seeds.size > size) seeds.delete(seeds.keys().next().value!);
  };
  return {
    /**
     * Runs a player's rounds on this instance one after another (a second tab's shot waits for the
     * first's write), so they never race each other for the nonce this instance holds.
     */
    inTurn<T>(playerId: string, work: () => Promise<T>): Promise<T> {
      const run = (queues.get(playerId) ?? Promise.resolve()).then(work, work);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      queues.set(playerId, settled);
      void settled.then(() => {
        if (queues.get(playerId) === settled) queues.delete(playerId);
      });
      return run;
    },
    async current(playerId: string): Promise<repo.SeedRow> {
      const known = seeds.get(playerId);
      if (known) return known;
      const seed = await ensureSeed(db, playerId);
      remember(playerId, seed);
      return seed;
    },
    /** The round with `seed`'s next nonce was written. */
    advanced(playerId: string, seed: repo.SeedRow): void {
      remember(playerId, { ...seed, nextNonce: seed.nextNonce + 1 });
    },
    forget(playerId: string): void {
      seeds.delete(playerId);
    },
  };
}

/** Under the wallet lock, as rounds are: a round in progress finishes with the seeds it started with. */
async function withActiveSeed<T>(db: Database, playerId: string, fn: (txn: Database, seed: repo.SeedRow) => Promise<T>): Promise<T> {
  await ensureSeed(db, playerId);
  return db.transaction(async (txn) => {
    await repo.lockWallet(txn, playerId);
    const seed = (await repo.activeSeed(txn, playerId, { lock: true }))!;
    return fn(txn, seed);
  });
}

/** The member's own client seed; the nonce runs on, so no (client seed, nonce) pair repeats under one server seed. */
export async function changeClientSeed(db: Database, playerId: string, clientSeed: string): Promise<FairnessState> {
  return withActiveSeed(db, playerId, async (txn, seed) => {
    await repo.setClientSeed(txn, seed.id, clientSeed);
    return stateOf({ ...seed, clientSeed });
  });
}

export async function rotateSeed(db: Database, playerId: string, now: Date) {
  return withActiveSeed(db, playerId, async (txn, seed) => {
    await repo.revealSeed(txn, seed.id, now);
    await repo.insertSeedIfNone(txn, playerId, newSeedPair(seed.clientSeed));
    const next = (await repo.activeSeed(txn, playerId))!;
    return { revealedServerSeed: seed.serverSeed, revealedHash: seed.serverSeedHash, next: stateOf(next) };
  });
}
