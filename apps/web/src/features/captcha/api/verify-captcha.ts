import type { CaptchaVerifyBody, CaptchaVerifyResponse } from '@app/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { logApiError } from '../../../lib/error-dialog.ts';

/** Spec §7 call 6: POST /captcha/verify { token, x, y, z, t } → the one-time pass (D6). */
export function verifyCaptcha(body: CaptchaVerifyBody): Promise<CaptchaVerifyResponse> {
  return apiCall('captchaVerify', body);
}

export const verifyCaptchaMutationOptions = mutationOptions({
  mutationKey: ['captcha', 'verify'],
  mutationFn: verifyCaptcha,
});

export function useVerifyCaptcha() {
  return useMutation({
    ...verifyCaptchaMutationOptions,
    onError: (error) => logApiError('captcha verify', error),
  });
}
