import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

export const searchMembers = (query: string) => operatorCall('memberSearch', { query });

/** The prefix of every search's key: a change to a member updates the rows already found. */
export const MEMBER_SEARCHES_KEY = ['members', 'search'] as const;

export const searchMembersQueryOptions = (query: string) =>
  queryOptions({ queryKey: [...MEMBER_SEARCHES_KEY, query], queryFn: () => searchMembers(query), enabled: query !== '' });

export const useSearchMembers = (query: string) => useQuery(searchMembersQueryOptions(query));
