import type { FastifyPluginAsync } from 'fastify';
import {
  PlatformAuthenticateBody,
  PlatformBetsBody,
  PlatformMayBetBody,
  PROVIDER_SIGNATURE_HEADER,
} from '@app/contract/sandbox-provider';
import { GAME_PROVIDER_CODES, type GameProviderCode } from '@app/domain';
import type { z } from 'zod';
import { HttpError, badRequest } from '../../../lib/errors.ts';
import { verifyProviderSignature } from '../../../lib/provider-signature.ts';
import { PLAY_MESSAGES } from '../../../messages/games.ts';
import type { Database } from '../../../db/database.ts';
import { ingestRecords, type IngestDeps } from '../bets/ingest.ts';
import { consumeLaunchToken } from '../launch/launch-tokens.ts';
import type { PlayGates } from '../launch/launch.ts';
import { findGame } from '../repository.ts';

/** The sandbox's player ids carry the provider code: 'JILI.<member id>' (each code is its own wallet there). */
export function parseSandboxPlayer(playerId: string): { code: GameProviderCode; memberId: string } | null {
  const dot = playerId.indexOf('.');
  const code = playerId.slice(0, dot) as GameProviderCode;
  if (dot < 1 || !GAME_PROVIDER_CODES.includes(code)) return null;
  return { code, memberId: playerId.slice(dot + 1) };
}

type CallbackOptions = IngestDeps & { db: Database; secret: () => Promise<string>; playGates: PlayGates };

/**
 * What the sandbox provider calls on our side (server to server, signed like our calls to it):
 * who a launch token belongs to, its bet records, and whether a member may place a stake now.
 */
export const sandboxCallbackRoutes: FastifyPluginAsync<CallbackOptions> = async (app, options) => {
  const raw = new WeakMap<object, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 }, (request, body, done) => {
    raw.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Dữ liệu gửi lên không hợp lệ'), undefined);
    }
  });
  app.addHook('preHandler', async (request) => {
    const header = request.headers[PROVIDER_SIGNATURE_HEADER];
    if (!verifyProviderSignature(await options.secret(), raw.get(request) ?? '', header, options.now()).ok) {
      throw new HttpError(401, PLAY_MESSAGES.badSignature);
    }
  });
  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message));
    return parsed.data;
  };

  app.post('/authenticate', async (request) => {
    const { launchToken } = parse(PlatformAuthenticateBody, request.body);
    const spent = await consumeLaunchToken(options.db, launchToken, options.now());
    if (!spent) throw new HttpError(401, PLAY_MESSAGES.launchTokenInvalid);
    const game = await findGame(options.db, spent.gameId);
    if (!game) throw new HttpError(401, PLAY_MESSAGES.launchTokenInvalid);
    return { playerId: `${game.provider_code}.${spent.memberId}`, nickname: spent.nickname, gameId: spent.gameId };
  });

  app.post('/bets', async (request) => {
    const { records } = parse(PlatformBetsBody, request.body);
    const byCode = new Map<GameProviderCode, typeof records>();
    for (const record of records) {
      const player = parseSandboxPlayer(record.playerId);
      if (!player) throw badRequest(PLAY_MESSAGES.badPlayer);
      byCode.set(player.code, [...(byCode.get(player.code) ?? []), { ...record, playerId: player.memberId }]);
    }
    let stored = 0;
    let duplicates = 0;
    for (const [code, list] of byCode) {
      const result = await ingestRecords(options, code, list);
      stored += result.stored;
      duplicates += result.duplicates;
    }
    return { stored, duplicates };
  });

  // The stakes asked about together: one verdict each, in order, from one look at the members' protection.
  app.post('/may-bet', async (request) => {
    const { asks } = parse(PlatformMayBetBody, request.body);
    const members = asks.map(({ playerId, stake }) => {
      const player = parseSandboxPlayer(playerId);
      if (!player) throw badRequest(PLAY_MESSAGES.badPlayer);
      return { memberId: player.memberId, stake };
    });
    const refusals = await options.playGates(members);
    return { verdicts: refusals.map((refusal) => (refusal ? { allowed: false, reason: refusal } : { allowed: true })) };
  });
};
