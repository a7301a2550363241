import { useMutation } from '@tanstack/react-query';
import { operatorCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { meQueryOptions } from '../../auth/api/me.ts';

/** A new secret for the authenticator app (its QR code). */
export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: () => operatorCall('twoFactorEnrol') });
}

/** The app's first code turns it on; the session's profile says so from then on. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) => operatorCall('twoFactorConfirm', { code }),
    onSuccess: () => {
      const current = session.get();
      if (current) session.update({ ...current.operator, twoFactor: true });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
