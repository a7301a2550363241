import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameDailyReportBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';

export const getGameDailyReport = (body: GameDailyReportBody) => operatorCall('gameDailyReport', body);

/** Each game's figures per day over the range asked for; the last report stays on screen while the next loads. */
export const gameDailyReportQueryOptions = (body: GameDailyReportBody) =>
  queryOptions({ queryKey: ['games', 'daily-report', body], queryFn: () => getGameDailyReport(body), placeholderData: keepPreviousData });

export const useGameDailyReport = (body: GameDailyReportBody | null) =>
  useQuery({ ...gameDailyReportQueryOptions(body ?? { fromDate: '', toDate: '' }), enabled: body !== null });
