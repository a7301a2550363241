import type { RealitySummary } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** POST /protection/reality-summary: when this session started, and what was deposited, withdrawn and won or lost since. */
export function getRealitySummary(): Promise<RealitySummary> {
  return apiCall('realitySummary');
}

export function realitySummaryQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['protection', 'reality-summary', userId] as const, queryFn: getRealitySummary });
}

export function useRealitySummary({ enabled }: { enabled: boolean }) {
  const userId = useAppStore((s) => s.loggedInInfo.userId) ?? '';
  return useQuery({ ...realitySummaryQueryOptions(userId), enabled: enabled && userId !== '' });
}
