import { z } from 'zod';

/**
 * The sandbox game provider's API (issue 9). The sandbox ships with the product and behaves like a
 * remote provider (SABA, JILI, EVO…): its own HTTP endpoints, its own wallet per player, its own
 * rounds. Three parties talk here:
 *
 * 1. platform → provider (`/sandbox-provider/v1/...`, server to server): launch, balance, transfers
 *    with our idempotent order ids, order look-up, bet records pulled after a cursor.
 * 2. provider → platform (`/api/provider/sandbox/...`, server to server): authenticate a launch
 *    token, push bet records, and ask before accepting a stake (seamless-wallet style play gate).
 * 3. the provider's game page in the member's browser → provider (`/sandbox-provider/v1/game/...`),
 *    with the game session the launch token was exchanged for.
 *
 * Server-to-server calls carry `x-provider-signature: t=<unix ms>,s=<hex HMAC-SHA256(secret, t + "." + body)>`
 * under the shared secret (server_secrets 'sandbox-provider'); a signature older than 60 s, or wrong,
 * is a 401. Bodies are JSON; amounts are integer VND.
 */
export const SANDBOX_PROVIDER_BASE_PATH = '/sandbox-provider/v1';
export const PROVIDER_CALLBACK_BASE_PATH = '/api/provider/sandbox';
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';
export const PROVIDER_SIGNATURE_MAX_AGE_MS = 60_000;
/** The sandbox's game pages (its own small front end), where a launch URL points. */
export const SANDBOX_PLAY_PATH = '/sandbox-provider/play/';

/** open: placed, waiting for its result; settled: paid what it won (0 when lost); void: the stake given back. */
export const BET_RECORD_STATUSES = ['open', 'settled', 'void'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const balance = z.number().int().min(0);
export const ProviderOrderId = z.string().regex(/^[A-Za-z0-9_-]{8,80}$/);
/** Our member id as the provider knows the player. */
export const ProviderPlayerId = z.string().min(1).max(64);

// ---- 1. platform → provider ----

export const ProviderLaunchBody = z.strictObject({
  playerId: ProviderPlayerId,
  nickname: z.string().min(1).max(40),
  gameId: z.string().min(1).max(64),
  /** Which of the provider's engines plays it: 'slot:kho-bau-rong', 'fishing:ban-ca-dai-duong', 'tai-xiu:tai-xiu'. */
  engine: z.string().min(1).max(80),
  /** Ours, single use, 60 s: the game page gives it back to the provider, which asks us who it is. */
  launchToken: z.string().min(16).max(128),
});
export const ProviderLaunchResponse = z.object({ url: z.string() });

export const ProviderBalanceBody = z.strictObject({ playerId: ProviderPlayerId });
export const ProviderBalanceResponse = z.object({ playerId: ProviderPlayerId, balance });

export const ProviderTransferBody = z.strictObject({
  orderId: ProviderOrderId,
  playerId: ProviderPlayerId,
  direction: z.enum(['in', 'out']),
  amount,
});
export type ProviderTransferBody = z.infer<typeof ProviderTransferBody>;
/**
 * 200 applied, with the player's balance right after; 422 refused (e.g. 'insufficient_balance') and
 * nothing moved; the same order id again with the same fields gives the first answer again, with
 * different fields a 409 refusal. A timeout or 5xx means the outcome is unknown: ask with /wallet/order
 * or send the same order again.
 */
export const ProviderTransferResponse = z.object({
  orderId: ProviderOrderId,
  status: z.enum(['applied', 'refused']),
  balance: balance.optional(),
  reason: z.string().optional(),
});
export type ProviderTransferResponse = z.infer<typeof ProviderTransferResponse>;

export const ProviderOrderBody = z.strictObject({ orderId: ProviderOrderId });
export const ProviderOrderResponse = z.object({
  orderId: ProviderOrderId,
  /** 'unknown': the provider never received it (safe to send again). */
  status: z.enum(['applied', 'refused', 'unknown']),
  direction: z.enum(['in', 'out']).optional(),
  amount: amount.optional(),
});

/** One round as the provider records it; stored once per roundId on our side. */
export const ProviderBetRecord = z.object({
  /** The provider's own sequence, strictly increasing: the pull cursor. */
  seq: z.number().int().positive(),
  roundId: z.string().min(1).max(80),
  playerId: ProviderPlayerId,
  gameId: z.string(),
  stake: z.number().int().min(0),
  win: z.number().int().min(0),
  balanceBefore: balance,
  balanceAfter: balance,
  playedAt: z.string(),
  /** What happened (reels, fish, dice), for the game recall: engine-specific JSON. */
  detail: z.unknown(),
  /** Provably fair data of the round: the seed's hash shown before play, the client seed and the nonce. */
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int().min(0) }),
  /**
   * A bet settled later (a lottery ticket, a sports bet, a seat at a table) is sent when placed ('open',
   * win 0, revision 0) and again, under the same roundId and a new seq, each time it is settled or
   * resettled (revision + 1, its win then). The platform keeps the highest revision and moves the game
   * account by the difference in win, so a record sent twice or late changes nothing. A round settled
   * at once (a spin) is sent once, 'settled', revision 0.
   */
  status: z.enum(BET_RECORD_STATUSES).default('settled'),
  revision: z.number().int().min(0).default(0),
  /** When it was settled; null for a round settled as it was played, or still open. */
  settledAt: z.string().nullable().default(null),
});
export type ProviderBetRecord = z.infer<typeof ProviderBetRecord>;

export const ProviderBetsSinceBody = z.strictObject({ after: z.number().int().min(0), limit: z.number().int().min(1).max(1000) });
export const ProviderBetsSinceResponse = z.object({ records: z.array(ProviderBetRecord), last: z.number().int().min(0) });

/** Test-only fault injection (refused unless the sandbox runs with faults enabled, never in production). */
export const SANDBOX_FAULTS = ['none', 'slow', 'timeout-after-apply', 'refuse', 'duplicate-callback', 'fail-before-apply'] as const;
export const ProviderFaultBody = z.strictObject({
  fault: z.enum(SANDBOX_FAULTS),
  /** How many following transfer calls (or bet pushes for duplicate-callback) it applies to; then 'none' again. */
  count: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(0),
});

// ---- 2. provider → platform ----

export const PlatformAuthenticateBody = z.strictObject({ launchToken: z.string().min(16).max(128) });
export const PlatformAuthenticateResponse = z.object({ playerId: ProviderPlayerId, nickname: z.string(), gameId: z.string() });

export const PlatformBetsBody = z.strictObject({ records: z.array(ProviderBetRecord).min(1).max(500) });
export const PlatformBetsResponse = z.object({ stored: z.number().int(), duplicates: z.number().int() });

/**
 * Asked before every stake: a member in time-out or self-exclusion, or past a loss or session limit, may
 * not bet. Stakes asked about while a question is on its way go together in the next one (up to
 * MAY_BET_BATCH): each is answered on its own, in the order asked, from the platform's state when the
 * question arrives, so none is answered from an earlier state than a question of its own would be.
 */
export const MAY_BET_BATCH = 100;
export const PlatformMayBetAsk = z.strictObject({ playerId: ProviderPlayerId, gameId: z.string(), stake: amount });
export type PlatformMayBetAsk = z.infer<typeof PlatformMayBetAsk>;
export const PlatformMayBetBody = z.strictObject({ asks: z.array(PlatformMayBetAsk).min(1).max(MAY_BET_BATCH) });
export const PlatformMayBetVerdict = z.object({ allowed: z.boolean(), reason: z.string().optional() });
export type PlatformMayBetVerdict = z.infer<typeof PlatformMayBetVerdict>;
export const PlatformMayBetResponse = z.object({ verdicts: z.array(PlatformMayBetVerdict).max(MAY_BET_BATCH) });

// ---- 3. the game page → provider ----

export const GameSessionBody = z.strictObject({ launchToken: z.string().min(16).max(128) });
export const FairnessState = z.object({
  /** SHA-256 of the active server seed, shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});
export type FairnessState = z.infer<typeof FairnessState>;
export const GameSessionResponse = z.object({
  sessionToken: z.string(),
  game: z.object({ id: z.string(), name: z.string(), engine: z.string() }),
  balance,
  fairness: FairnessState,
});

export const SlotSpinBody = z.strictObject({ stake: amount });
export const FishingShotBody = z.strictObject({ stake: amount, fishId: z.string().min(1).max(40) });
export const TaiXiuBody = z.strictObject({ stake: amount, bet: z.string().min(1).max(20) });
/** A round's answer: the outcome (engine-specific, as in the bet record's detail) and the balance after. */
export const GameRoundResponse = z.object({
  roundId: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  balance,
  detail: z.unknown(),
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  next: FairnessState,
});

export const ClientSeedBody = z.strictObject({ clientSeed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
/** Rotating reveals the old server seed (to verify every round played with it) and commits to a new one. */
export const RotateSeedResponse = z.object({ revealedServerSeed: z.string(), revealedHash: z.string(), next: FairnessState });
