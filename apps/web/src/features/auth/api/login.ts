import type { AuthResponse, LoginFields } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { brand } from '../../../lib/brand.ts';
import { serverNow } from '../../../lib/clock.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { t } from '../../../lib/i18n.ts';
import { deviceId, startSession } from '../../../lib/session.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { utf8ToBase64 } from '../../../utils/base64.ts';
import { toNfcJson } from '../../../utils/nfc.ts';
import { loggedInInfoQueryOptions } from './get-logged-in-info.ts';

export type LoginInput = { username: string; password: string; captchaPass: string; sliderX: number };

/** D5: the login fields travel as base64 of their UTF-8 JSON (its text in NFC, as in every other body). */
export function encodeLoginData(fields: LoginFields): string {
  return utf8ToBase64(toNfcJson(fields));
}

/** Spec §7 call 1: POST /auth/login { data }. */
export function login(input: LoginInput): Promise<AuthResponse> {
  const fields: LoginFields = {
    UserName: input.username,
    Password: input.password,
    AgentName: '',
    App: brand.appId,
    Captcha: input.captchaPass,
    time: serverNow(),
    uuid: deviceId(),
    userX: Math.round(input.sliderX * 100) / 100,
  };
  return apiCall('login', { data: encodeLoginData(fields) });
}

export const loginMutationOptions = mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutationOptions,
    onMutate: () => useAppStore.setState({ loading: true }),
    onSettled: () => useAppStore.setState({ loading: false }),
    onSuccess: (answer) => {
      startSession(answer);
      queryClient.setQueryData(loggedInInfoQueryOptions(answer.user.userId).queryKey, answer.user);
      // Here rather than in the form: the form unmounts as soon as the session starts.
      showSuccessPopup(t.auth.loginSuccess);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
