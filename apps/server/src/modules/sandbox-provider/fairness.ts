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

/**
 * A round's start: the wallet's balance under its lock and the round's seed pair and nonce, the nonce
 * moved on (one statement; the player's first round starts their first seed pair).
 */
export async function lockWalletTakeNonce(txn: Database, playerId: string): Promise<{ balance: number; seed: repo.SeedRow }> {
  const { balance, seed } = await repo.lockWalletTakeNonce(txn, playerId);
  return { balance, seed: seed ?? (await takeNonce(txn, playerId)) };
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
