import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

/**
 * The providers a window may close, from the operator catalogue (the games page reads the same call;
 * a feature does not import another, so this is its own query, reduced to the providers).
 */
export const gameProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['maintenance', 'providers'],
    queryFn: async () => (await operatorCall('gameCatalogue')).providers.map((p) => ({ code: p.code, name: p.name })),
    staleTime: 5 * 60_000,
  });

export const useGameProviders = () => useQuery(gameProvidersQueryOptions());
