import type { AuthResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessPopup } from '../../../components/ui/success-popup.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { brand } from '../../../lib/brand.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { t } from '../../../lib/i18n.ts';
import { startSession } from '../../../lib/session.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { toPhoneNumber } from '../../../utils/phone-number.ts';
import { loggedInInfoQueryOptions } from './get-logged-in-info.ts';

export type RegisterInput = {
  agentName: string;
  username: string;
  nickname: string;
  password: string;
  phone: string;
  captchaPass: string;
};

/** Spec §7 call 2: POST /auth/register. */
export function register(input: RegisterInput): Promise<AuthResponse> {
  return apiCall('register', {
    AgentName: input.agentName,
    UserName: input.username,
    NickName: input.nickname,
    Password: input.password,
    PhoneNumber: toPhoneNumber(input.phone),
    AppName: brand.appId,
    Captcha: input.captchaPass,
  });
}

export const registerMutationOptions = mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerMutationOptions,
    onMutate: () => useAppStore.setState({ loading: true }),
    onSettled: () => useAppStore.setState({ loading: false }),
    onSuccess: (answer) => {
      startSession(answer);
      queryClient.setQueryData(loggedInInfoQueryOptions(answer.user.userId).queryKey, answer.user);
      // Here rather than in the form: the form unmounts as soon as the session starts.
      showSuccessPopup(t.auth.registerSuccess);
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
