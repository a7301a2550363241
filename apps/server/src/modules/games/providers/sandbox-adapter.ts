import {
  ProviderBalanceResponse,
  ProviderBetsSinceResponse,
  ProviderLaunchResponse,
  ProviderTransferResponse,
  SANDBOX_PROVIDER_BASE_PATH,
} from '@app/contract/sandbox-provider';
import type { GameProviderCode } from '@app/domain';
import type { z } from 'zod';
import { postSigned } from '../../../lib/provider-post.ts';
import { ProviderUnavailable, type GameProviderAdapter } from './provider-adapter.ts';

export type SandboxAdapterOptions = {
  code: GameProviderCode;
  /** Where the sandbox provider listens (resolved at call time: tests listen on port 0). */
  baseUrl: () => string;
  secret: () => Promise<string>;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * The sandbox provider, called over HTTP like a remote one (never a function call), so a timeout, a
 * 5xx or a broken connection between us and it is a real possibility the platform has to survive.
 * One sandbox service plays the games of every provider code; each code is its own wallet there.
 */
export function createSandboxAdapter(options: SandboxAdapterOptions): GameProviderAdapter {
  const { code } = options;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? Date.now;
  // Each provider code is a separate wallet at the sandbox: the player id carries it.
  const player = (memberId: string) => `${code}.${memberId}`;

  async function post<S extends z.ZodType>(path: string, payload: unknown, schema: S, accept: (status: number) => boolean = (s) => s === 200): Promise<z.infer<S>> {
    let answer: { status: number; json: unknown };
    try {
      answer = await postSigned(`${options.baseUrl()}${SANDBOX_PROVIDER_BASE_PATH}${path}`, payload, { secret: await options.secret(), now, timeoutMs });
    } catch (error) {
      throw new ProviderUnavailable(`sandbox ${path}: no answer`, { cause: error });
    }
    if (!accept(answer.status)) throw new ProviderUnavailable(`sandbox ${path}: HTTP ${answer.status}`);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new ProviderUnavailable(`sandbox ${path}: unreadable answer`);
    return parsed.data;
  }

  return {
    code,
    async launch(request) {
      return post('/players/launch', { ...request, playerId: player(request.playerId) }, ProviderLaunchResponse);
    },
    async balance(memberId) {
      return (await post('/wallet/balance', { playerId: player(memberId) }, ProviderBalanceResponse)).balance;
    },
    async transfer(order) {
      // 200 applied, 409/422 refused: definite. Anything else leaves the outcome unknown.
      const answer = await post('/wallet/transfer', { ...order, playerId: player(order.playerId) }, ProviderTransferResponse, (s) => s === 200 || s === 409 || s === 422);
      if (answer.status === 'applied') {
        if (answer.balance === undefined) throw new ProviderUnavailable('sandbox transfer: applied without a balance');
        return { status: 'applied', balance: answer.balance };
      }
      return { status: 'refused', reason: answer.reason ?? 'refused' };
    },
    async betsSince(after, limit) {
      const answer = await post('/bets/since', { after, limit }, ProviderBetsSinceResponse);
      const records = answer.records
        .filter((r) => r.playerId.startsWith(`${code}.`))
        .map((r) => ({ ...r, playerId: r.playerId.slice(code.length + 1) }));
      return { records, last: answer.last };
    },
  };
}
