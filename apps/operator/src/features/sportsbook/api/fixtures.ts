import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sport, TradingChangeResponse, TradingFixturesResponse } from '@app/contract/sandbox-sportsbook';
import { operatorCall } from '../../../lib/api-client.ts';

export const getFixtures = (sport: Sport | undefined) => operatorCall('sportsbookFixtures', sport ? { sport } : {});

/** The desk's fixtures, latest first, one list per sport filter (undefined: every sport). */
export const fixturesQueryOptions = (sport?: Sport) => queryOptions({ queryKey: ['sportsbook', 'fixtures', sport ?? 'all'], queryFn: () => getFixtures(sport) });

export const useFixtures = (sport?: Sport) => useQuery(fixturesQueryOptions(sport));

/**
 * Every change answers with the fixture as it now is: it replaces its row in each cached list; a new
 * fixture is not in any yet, so the lists are read again.
 */
export function useSetFixture() {
  const queryClient = useQueryClient();
  const prefix = fixturesQueryOptions().queryKey.slice(0, 2);
  return ({ fixture }: TradingChangeResponse) => {
    let known = false;
    queryClient.setQueriesData<TradingFixturesResponse>({ queryKey: prefix }, (list) => {
      if (!list) return list;
      if (list.fixtures.some((f) => f.fixtureId === fixture.fixtureId)) known = true;
      return { fixtures: list.fixtures.map((f) => (f.fixtureId === fixture.fixtureId ? fixture : f)) };
    });
    if (!known) void queryClient.invalidateQueries({ queryKey: prefix });
  };
}
