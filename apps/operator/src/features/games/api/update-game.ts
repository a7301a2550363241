import { useMutation } from '@tanstack/react-query';
import type { OperatorGameUpdateBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useCatalogueAnswer } from './game-catalogue.ts';

/** Shows, pauses (with the message members read) or hides one game; the answer is the whole catalogue. */
export const updateGame = (body: OperatorGameUpdateBody) => operatorCall('gameUpdate', body);

export function useUpdateGame() {
  return useMutation({ mutationFn: updateGame, ...useCatalogueAnswer() });
}
