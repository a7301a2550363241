import type { AddressInfo } from 'node:net';
import {
  MAY_BET_BATCH,
  PROVIDER_CALLBACK_BASE_PATH,
  PlatformAuthenticateResponse,
  PlatformBetsResponse,
  PlatformMayBetResponse,
  type PlatformMayBetAsk,
  type PlatformMayBetVerdict,
  type ProviderBetRecord,
} from '@app/contract/sandbox-provider';
import type { z } from 'zod';
import { coalesced } from '../../lib/coalesced.ts';
import { ownBaseUrl } from '../../lib/own-address.ts';
import { postSigned } from '../../lib/provider-post.ts';

/** The platform did not answer, or answered what the contract does not allow: the outcome is unknown. */
export class PlatformUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PlatformUnreachableError';
  }
}

export type PlatformClient = {
  /** Who a launch token belongs to; null when the platform refuses it (unknown, used or expired). */
  authenticate(launchToken: string): Promise<z.infer<typeof PlatformAuthenticateResponse> | null>;
  /** Whether the player may place this stake now: asked for every stake, answered by the platform. */
  mayBet(ask: PlatformMayBetAsk): Promise<PlatformMayBetVerdict>;
  pushBets(records: ProviderBetRecord[]): Promise<z.infer<typeof PlatformBetsResponse>>;
};

/**
 * Where the platform listens: the configured URL, or else this server's own address, read at call time
 * (tests listen on port 0).
 */
export function platformUrlResolver(configured: string | undefined, server: { address(): AddressInfo | string | null }): () => string | null {
  if (configured) return () => configured.replace(/\/$/, '');
  return () => ownBaseUrl(server);
}

/** The provider's side of "provider → platform": each call signed, 3 s at most, its answer checked. */
export function createPlatformClient({ secret, baseUrl, now }: { secret: string; baseUrl: () => string | null; now: () => number }): PlatformClient {
  async function call<T extends z.ZodType>(path: string, body: unknown, answer: T, accept: (status: number) => boolean = (s) => s === 200) {
    const base = baseUrl();
    if (!base) throw new PlatformUnreachableError('the platform address is unknown (not listening yet)');
    let result;
    try {
      result = await postSigned(`${base}${PROVIDER_CALLBACK_BASE_PATH}${path}`, body, { secret, now });
    } catch (error) {
      throw new PlatformUnreachableError(`POST ${path} failed`, { cause: error });
    }
    if (!accept(result.status)) throw new PlatformUnreachableError(`POST ${path} answered ${result.status}`);
    if (result.status !== 200) return { status: result.status, value: null };
    const parsed = answer.safeParse(result.json);
    if (!parsed.success) throw new PlatformUnreachableError(`POST ${path} answered outside the contract`, { cause: parsed.error });
    return { status: result.status, value: parsed.data as z.infer<T> };
  }

  return {
    async authenticate(launchToken) {
      // 401 (and any other refusal of the token) is an answer; 5xx or silence is not.
      const { value } = await call('/authenticate', { launchToken }, PlatformAuthenticateResponse, (s) => s < 500);
      return value;
    },
    // Stakes asked about while a question is on its way go together in the next (the contract's MAY_BET_BATCH).
    mayBet: coalesced(
      async (asks: PlatformMayBetAsk[]) => {
        const { verdicts } = (await call('/may-bet', { asks }, PlatformMayBetResponse)).value!;
        if (verdicts.length !== asks.length) throw new PlatformUnreachableError(`POST /may-bet answered ${verdicts.length} verdicts for ${asks.length} asks`);
        return verdicts;
      },
      { batch: MAY_BET_BATCH },
    ),
    async pushBets(records) {
      return (await call('/bets', { records }, PlatformBetsResponse)).value!;
    },
  };
}

