import type { LotteryOddsChangeResponse, LotteryOddsSetBody } from '@app/contract/sandbox-lottery';
import { operatorCall } from '../../../lib/api-client.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { useSetLotteryOddsList } from './odds.ts';

export const setLotteryOdds = (body: LotteryOddsSetBody): Promise<LotteryOddsChangeResponse> => operatorCall('lotteryOddsSet', body);

/** A change of odds through the console's form call: the provider's refusal (400) beside the form, the answer into the list. */
export function useSetLotteryOdds() {
  const setList = useSetLotteryOddsList();
  return useFormCall(setLotteryOdds, setList, [400, 409]);
}
