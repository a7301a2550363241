import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const searchMembers = (query: string) => operatorCall('memberSearch', { query });

export const searchMembersQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['members', 'search', query], queryFn: () => searchMembers(query), enabled: query !== '' });

export const useSearchMembers = (query: string) => useQuery(searchMembersQueryOptions(query));
