import { useMutation } from '@tanstack/react-query';
import type { OperatorGameReorderBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useCatalogueAnswer } from './game-catalogue.ts';

/** The whole new order of one category (every game of it, each once); the answer is the whole catalogue. */
export const reorderGames = (body: OperatorGameReorderBody) => operatorCall('gameReorder', body);

export function useReorderGames() {
  return useMutation({ mutationFn: reorderGames, ...useCatalogueAnswer() });
}
