import type { GameProviderCode } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import type { BetRecord } from '../providers/provider-adapter.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { pullCursor, savePullCursor, storeRounds } from './repository.ts';

export type IngestDeps = {
  db: Database;
  providers: ProviderRegistry;
  now: () => number;
  /** Everyone a batch moved is told their balances: one read for the batch, not one per member. */
  onBalancesChange: (db: Database, memberIds: readonly string[]) => Promise<void>;
};

/**
 * Bet records from a provider, pushed or pulled: each round is stored once (a later revision of a bet
 * settled later replaces it), and with it (same statement) the member's running stakes and wins at that
 * provider and the day's turnover, so the game account's balance always equals what the stored records
 * explain (one statement per batch: storeRounds). Each member whose figures moved is told their balance
 * (read for all of them at once: a lottery draw moves thousands of members).
 */
export async function ingestRecords(deps: IngestDeps, providerCode: GameProviderCode, records: readonly BetRecord[]): Promise<{ stored: number; duplicates: number }> {
  const { stored, members } = await storeRounds(deps.db, providerCode, records, new Date(deps.now()));
  if (members.length > 0) await deps.onBalancesChange(deps.db, members);
  return { stored, duplicates: records.length - stored };
}

/** The pull side: what a provider recorded after our cursor (catches pushes that never arrived). */
export async function pullRecords(deps: IngestDeps, providerCode: GameProviderCode, limit = 500): Promise<number> {
  const after = await pullCursor(deps.db, providerCode);
  const { records, last } = await deps.providers.adapter(providerCode).betsSince(after, limit);
  if (records.length > 0) await ingestRecords(deps, providerCode, records);
  if (last > after) await savePullCursor(deps.db, providerCode, last);
  return records.length;
}
