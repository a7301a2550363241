import type { CaptchaInitResponse, CaptchaProofOfWorkBody } from '@app/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { logApiError } from '../../../lib/error-dialog.ts';
import { solveProofOfWork } from '../pow/solve-proof-of-work.ts';

type Pow = CaptchaInitResponse['pow'];

/** Spec §7 call 8: POST /captcha/verify-init-mainmc { challenge, nonce }. */
export function verifyProofOfWork(body: CaptchaProofOfWorkBody): Promise<{ ok: true }> {
  return apiCall('captchaProofOfWork', body);
}

/** Solves the puzzle's proof of work in a worker, then reports the nonce; one run per challenge. */
export function proofOfWorkQueryOptions(pow: Pow | undefined) {
  return queryOptions({
    queryKey: ['captcha', 'pow', pow?.challenge ?? ''] as const,
    queryFn: pow
      ? async ({ signal }) => {
          try {
            const nonce = await solveProofOfWork(pow.challenge, pow.difficulty, signal);
            await verifyProofOfWork({ challenge: pow.challenge, nonce });
            return { nonce };
          } catch (error) {
            logApiError('captcha proof of work', error);
            throw error;
          }
        }
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}

export function useProofOfWork(pow: Pow | undefined) {
  return useQuery(proofOfWorkQueryOptions(pow));
}
