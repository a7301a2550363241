import type { RequestBody, VerifyAccountResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { toPhoneNumber } from '../../../utils/phone-number.ts';

export type AccountField = 'UserName' | 'NickName' | 'PhoneNumber';

/** Spec §7 call 4: POST auth/verifyAccountIDIsExist; true in the answer means "already taken". */
export function verifyAccountExists(
  body: RequestBody<'verifyAccountExists'>,
  signal?: AbortSignal,
): Promise<VerifyAccountResponse> {
  return apiCall('verifyAccountExists', body, signal ? { signal } : {});
}

function bodyFor(field: AccountField, value: string): RequestBody<'verifyAccountExists'> {
  switch (field) {
    case 'UserName':
      return { UserName: value };
    case 'NickName':
      return { NickName: value };
    case 'PhoneNumber':
      return { PhoneNumber: toPhoneNumber(value) };
  }
}

export function verifyAccountExistsQueryOptions(field: AccountField, value: string) {
  return queryOptions({
    queryKey: ['auth', 'account-exists', field, value] as const,
    queryFn: ({ signal }) => verifyAccountExists(bodyFor(field, value), signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useVerifyAccountExists(field: AccountField, value: string) {
  return useQuery({ ...verifyAccountExistsQueryOptions(field, value), enabled: value !== '' });
}
