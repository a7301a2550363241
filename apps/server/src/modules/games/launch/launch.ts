import type { GameLaunchResponse } from '@app/contract';
import { GAME_STATUSES, type GameProviderCode, type GameStatus } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { GAMES_MESSAGES, PLAY_MESSAGES } from '../../../messages/games.ts';
import { ProviderUnavailable } from '../providers/provider-adapter.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { findGame, findProvider, recordRecentPlay } from '../repository.ts';
import { issueLaunchToken } from './launch-tokens.ts';

/** Whether a member may play now (exclusion, time-out, loss or session limits): a refusal sentence, or null. */
export type PlayGate = (memberId: string, stake?: number) => Promise<string | null>;
/** The same verdicts for several stakes at once (the provider asks about stakes together), in the order asked. */
export type PlayGates = (asks: readonly { memberId: string; stake?: number | undefined }[]) => Promise<(string | null)[]>;

export type LaunchDeps = { db: Database; providers: ProviderRegistry; now: () => number; playGate: PlayGate };

const stricter = (a: GameStatus, b: GameStatus) => (GAME_STATUSES.indexOf(a) >= GAME_STATUSES.indexOf(b) ? a : b);

/**
 * One launch: the game must be live and playable, the member allowed to play; the provider gets a
 * single-use token (the member's identity when its game page asks us) and answers with the URL.
 */
export async function launchGame(deps: LaunchDeps, member: { memberId: string; nickname: string }, gameId: string): Promise<GameLaunchResponse> {
  const game = await findGame(deps.db, gameId);
  const provider = game && (await findProvider(deps.db, game.provider_code));
  if (!game || !provider) throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
  const status = stricter(game.status, provider.status);
  if (status === 'hidden') throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
  if (status === 'maintenance') throw badRequest((game.status === 'maintenance' ? game.message : provider.message) ?? PLAY_MESSAGES.gameNotLive);
  if (!game.engine) throw badRequest(PLAY_MESSAGES.gameNotPlayable);
  const refusal = await deps.playGate(member.memberId);
  if (refusal) throw new HttpError(403, refusal);

  const now = deps.now();
  const { token, expiresAt } = await issueLaunchToken(deps.db, { memberId: member.memberId, gameId, nickname: member.nickname, now });
  let url: string;
  try {
    ({ url } = await deps.providers
      .adapter(provider.code as GameProviderCode)
      .launch({ playerId: member.memberId, nickname: member.nickname, gameId, engine: game.engine, launchToken: token }));
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new HttpError(503, PLAY_MESSAGES.providerUnavailable);
    throw error;
  }
  await recordRecentPlay(deps.db, member.memberId, gameId, new Date(now));
  return { url, gameId, walletKey: provider.wallet_key as GameLaunchResponse['walletKey'], expiresAt: expiresAt.toISOString() };
}
