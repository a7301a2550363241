import type { OperatorRequestBody } from '@app/contract';
import type { TradingChangeResponse } from '@app/contract/sandbox-sportsbook';
import { operatorCall } from '../../../lib/api-client.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { useSetFixture } from './fixtures.ts';

/** The desk's changes: each answers with the fixture as it now is (and, for a result, what it settled). */
export type DeskChange =
  | 'sportsbookFixtureCreate'
  | 'sportsbookFixtureUpdate'
  | 'sportsbookFixtureCancel'
  | 'sportsbookMarketCreate'
  | 'sportsbookMarketPrice'
  | 'sportsbookMarketSuspend'
  | 'sportsbookMarketReopen'
  | 'sportsbookResultEnter'
  | 'sportsbookResultCorrect';

/** Refusals in the server's words that belong beside the form: broken rules (400), an unknown fixture or market (404), a state that forbids it (409). */
const REFUSALS = [400, 404, 409] as const;

/**
 * A desk change through the console's form call, with the provider's 404 and 409 refusals (a result
 * before kick-off, a correction a member's balance cannot cover) also shown beside the form, as sent
 * (D3); no answer or a 5xx still goes to the message dialog. The answer updates the list.
 */
export function useDeskCall<N extends DeskChange>(name: N) {
  const setFixture = useSetFixture();
  // The route's body type is the desk change's (the contract's operatorApi entry); the answer is TradingChangeResponse for each.
  const call = (body: OperatorRequestBody<N>) => (operatorCall as (n: N, b: OperatorRequestBody<N>) => Promise<unknown>)(name, body) as Promise<TradingChangeResponse>;
  return useFormCall(call, setFixture, REFUSALS);
}
