import type { CaptchaInitResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { logApiError } from '../../../lib/error-dialog.ts';

/** Spec §7 call 7: POST /captcha/init, a fresh puzzle each time (errors only logged, spec §8). */
export async function initCaptcha(): Promise<CaptchaInitResponse> {
  try {
    return await apiCall('captchaInit');
  } catch (error) {
    logApiError('captcha init', error);
    throw error;
  }
}

let lastRound = 0;

/** A puzzle is used once: every new round is a new cache entry. */
export function nextCaptchaRound(): number {
  lastRound += 1;
  return lastRound;
}

export function captchaInitQueryOptions(round: number) {
  return queryOptions({
    queryKey: ['captcha', 'init', round] as const,
    queryFn: initCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    refetchOnReconnect: false,
  });
}

export function useCaptchaPuzzle(round: number) {
  return useQuery(captchaInitQueryOptions(round));
}
