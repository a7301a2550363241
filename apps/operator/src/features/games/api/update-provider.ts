import { useMutation } from '@tanstack/react-query';
import type { OperatorProviderUpdateBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useCatalogueAnswer } from './game-catalogue.ts';

/** Shows, pauses or hides a provider and so all its games; the answer is the whole catalogue. */
export const updateProvider = (body: OperatorProviderUpdateBody) => operatorCall('gameProviderUpdate', body);

export function useUpdateProvider() {
  return useMutation({ mutationFn: updateProvider, ...useCatalogueAnswer() });
}
