import type { AuthResponse } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { brand } from '../../../lib/brand.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { startSession } from '../../../lib/session.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { loggedInInfoQueryOptions } from './get-logged-in-info.ts';

export type RegisterInput = {
  agentName: string;
  username: string;
  nickname: string;
  password: string;
  phone: string;
  captchaPass: string;
};

/**
 * Spec §5: the phone number is sent as a number. '0912 345 678' → 912345678; a +84/84 prefix is the
 * same number. Nothing typed → NaN, which JSON sends as null and the server names the field.
 */
export function toPhoneNumber(input: string): number {
  const digits = input.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('84') ? digits.slice(2) : digits;
  return local === '' ? Number.NaN : Number(local);
}

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
    },
    onError: (error) => showApiError(error, { firstMessageOn400: true }),
  });
}
