import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/error-dialog.ts';
import { logoutMutationKey } from '../../../lib/query-keys.ts';
import { endSession, refreshToken } from '../../../lib/session.ts';

/** POST /auth/logout { refresh_token }: the server revokes the token family. */
export async function logout(): Promise<void> {
  const token = refreshToken();
  if (token) await apiCall('logout', { refresh_token: token });
}

export const logoutMutationOptions = mutationOptions({ mutationKey: logoutMutationKey, mutationFn: logout });

/**
 * `beforeEnd` runs while the tokens are still there (the offline presence report needs them). The local
 * session ends even when the server call fails: the member asked to leave.
 */
export function useLogout({ beforeEnd }: { beforeEnd?: () => Promise<void> } = {}) {
  return useMutation({
    mutationKey: logoutMutationOptions.mutationKey,
    mutationFn: async () => {
      await beforeEnd?.();
      try {
        await logout();
      } finally {
        endSession();
      }
    },
    onError: (error) => showApiError(error),
  });
}
