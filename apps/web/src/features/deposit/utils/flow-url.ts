import { paths } from '../../../config/paths.ts';

/**
 * Once a deposit exists, the flow's place lives in the address, so a reload (members switch to their
 * banking app and back, and phones discard tabs) and the gateway's return both land on the right step:
 * /nap-tien?don=<id>&buoc=thanh-toan is step 2, /nap-tien?don=<id> (where the server sends members back
 * from the bank) is step 3. Steps 0 and 1 hold nothing worth keeping and stay in the component.
 */
const ID_PARAM = 'don';
const STEP_PARAM = 'buoc';
const PAY_STEP = 'thanh-toan';

export type FlowPlace = { depositId: number; paying: boolean } | null;

export function readFlowPlace(search: string): FlowPlace {
  const params = new URLSearchParams(search);
  const raw = params.get(ID_PARAM) ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) return null;
  return { depositId: Number(raw), paying: params.get(STEP_PARAM) === PAY_STEP };
}

export function payUrl(depositId: number): string {
  return `${paths.deposit}?${ID_PARAM}=${depositId}&${STEP_PARAM}=${PAY_STEP}`;
}

export function resultUrl(depositId: number): string {
  return `${paths.deposit}?${ID_PARAM}=${depositId}`;
}
