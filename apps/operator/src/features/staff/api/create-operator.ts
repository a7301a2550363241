import type { OperatorCreateBody } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { useSetOperatorAccounts } from './operator-accounts.ts';

export const createOperator = (body: OperatorCreateBody) => operatorCall('operatorCreate', body);

/** Creates an account; a refusal (a taken username, a password against the rules) shows beside the form. */
export function useCreateOperator() {
  const { submit, ...rest } = useFormCall(createOperator, useSetOperatorAccounts());
  return { create: submit, ...rest };
}
