import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '@app/contract';
import { serve } from '../../lib/contract-route.ts';
import type { GamesService } from './service.ts';
import type { PlayService } from './play-service.ts';

/** The lobby's calls (HTTP only): the catalogue for everyone; favourites, launch and bet history for members. */
export const gameRoutes: FastifyPluginAsyncZod<{ games: GamesService; play: PlayService }> = async (app, { games, play }) => {
  serve(app, api.gameCatalogue, async () => games.catalogue());
  serve(app, api.myGames, async (request) => games.myGames(request.member!.memberId));
  serve(app, api.gameFavourite, async (request) => games.setFavourite(request.member!.memberId, request.body));
  serve(app, api.gameLaunch, async (request) => play.launch(request.member!.memberId, request.body.gameId));
  serve(app, api.betHistory, async (request) => play.history(request.member!.memberId, request.body));
  serve(app, api.betRound, async (request) => play.round(request.member!.memberId, request.body.provider, request.body.roundId));
};
