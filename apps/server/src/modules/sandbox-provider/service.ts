import type { ProviderTransferBody } from '@app/contract/sandbox-provider';
import type { Database } from '../../db/database.ts';
import { betsSince, createBetPusher, type PushLog } from './bet-records.ts';
import type { EngineKind, RoundInput } from './engines.ts';
import { changeClientSeed, createSeedCache, fairnessState, rotateSeed } from './fairness.ts';
import { createFaults } from './faults.ts';
import { createLottery } from './lottery/service.ts';
import { createRoundWriter, playRound } from './play.ts';
import { createSportsbook } from './sportsbook/service.ts';
import { createTables } from './tables/service.ts';
import { createPlatformClient } from './platform-client.ts';
import { createSessionLookup, launch, openSession } from './sessions.ts';
import { providerSecret } from '../../lib/provider-signature.ts';
import { balanceOf, orderStatus, transfer } from './wallets.ts';
import type { GameBinding } from './repository.ts';

/**
 * The sandbox game provider's door. The platform's games module uses what it shares with the provider
 * from here: the signature both sides put on server-to-server calls, the signed POST, and where this
 * server listens. Everything else is the provider's own business, reached over HTTP.
 */
export {
  PROVIDER_SECRET_NAME,
  providerSecret,
  providerSignatureHeaders,
  signProviderBody,
  verifyProviderSignature,
  type ProviderSignatureVerdict,
} from '../../lib/provider-signature.ts';
export { PROVIDER_CALL_TIMEOUT_MS, postSigned, type SignedAnswer, type SignedPostOptions } from '../../lib/provider-post.ts';
export { ownBaseUrl } from '../../lib/own-address.ts';
export { seedDemoFixtures } from './sportsbook/service.ts';

/** How often unacknowledged bet records are pushed again. */
export const BET_PUSH_RETRY_MS = 3_000;

export type SandboxProviderDeps = {
  db: Database;
  now: () => number;
  /** Where the platform listens, read at each call (null: not listening yet). */
  platformUrl: () => string | null;
  log: PushLog;
  retryMs?: number;
};

export type SandboxProvider = Awaited<ReturnType<typeof createSandboxProvider>>;

/** The provider's operations, bound to its database, its clock, its faults and the platform it calls. */
export async function createSandboxProvider({ db, now, platformUrl, log, retryMs = BET_PUSH_RETRY_MS }: SandboxProviderDeps) {
  const secret = await providerSecret(db);
  const platform = createPlatformClient({ secret, baseUrl: platformUrl, now });
  const faults = createFaults();
  const pusher = createBetPusher({ db, platform, faults, log, now, retryMs });
  const lottery = createLottery({ db, platform, pusher, now, log });
  const tables = createTables({ db, platform, pusher, now, log });
  const sportsbook = createSportsbook({ db, platform, pusher, now });
  const seeds = createSeedCache(db);
  const rounds = createRoundWriter(db);
  const sessionFor = createSessionLookup(db);
  return {
    secret,
    faults,
    pusher,
    launch: (body: Parameters<typeof launch>[1]) => launch(db, body, now()),
    balance: async (playerId: string) => ({ playerId, balance: await balanceOf(db, playerId) }),
    transfer: (body: ProviderTransferBody, options?: { refuse?: boolean }) => transfer(db, body, options),
    order: (orderId: string) => orderStatus(db, orderId),
    betsSince: (after: number, limit: number) => betsSince(db, after, limit),
    openSession: (launchToken: string) => openSession(db, platform, launchToken, now()),
    session: (authorization: string | undefined) => sessionFor(authorization, now()),
    play: (session: GameBinding, kind: EngineKind, input: RoundInput) => playRound({ db, platform, pusher, seeds, rounds, now }, session, kind, input),
    fairness: (playerId: string) => fairnessState(db, playerId),
    setClientSeed: (playerId: string, clientSeed: string) => {
      seeds.forget(playerId);
      return changeClientSeed(db, playerId, clientSeed);
    },
    rotate: (playerId: string) => {
      seeds.forget(playerId);
      return rotateSeed(db, playerId, new Date(now()));
    },
    /** The lottery's draws and tickets (lottery/): its ticker is started by the plugin. */
    lottery,
    /** The live tables' shared rounds (tables/): their ticker is started by the plugin. */
    tables,
    /** The sportsbook (sportsbook/): fixtures, markets, slips, settlement on results. */
    sportsbook,
    stop: async () => {
      await tables.stop();
      await lottery.stop();
      await pusher.stop();
    },
  };
}
