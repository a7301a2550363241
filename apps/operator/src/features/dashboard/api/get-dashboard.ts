import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';

/** How often the open dashboard asks again (pushed updates are the next step: see the README). */
export const DASHBOARD_REFRESH_MS = 15_000;

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: () => operatorCall('dashboard'), refetchInterval: DASHBOARD_REFRESH_MS, refetchIntervalInBackground: false });

export const useDashboard = () => useQuery(dashboardQueryOptions());
