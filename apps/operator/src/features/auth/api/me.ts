import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const getMe = () => operatorCall('me');

/** Checked once when the console opens with a stored session: a disabled account is signed out at once. */
export const meQueryOptions = () => queryOptions({ queryKey: ['operator', 'me'], queryFn: getMe, staleTime: Infinity });

export const useMe = () => useQuery(meQueryOptions());
