import { useMutation } from '@tanstack/react-query';
import type { OperatorLoginBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

export const login = (body: OperatorLoginBody) => operatorCall('login', body);

/** Signs in; nothing from an earlier operator's session stays in the cache. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // The password was right and the account asks for its second factor: the form asks for the code.
      if ('twoFactorRequired' in answer) return;
      queryClient.clear();
      session.start(answer);
    },
  });
}
