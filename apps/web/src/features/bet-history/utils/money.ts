import { formatMoney } from '@app/domain';

/** A net amount with its sign (+12,000 / -1,000 / 0), and the tone it is shown in: green, red, plain. */
export function signedMoney(amount: number): { text: string; tone: 'win' | 'loss' | 'even' } {
  if (amount > 0) return { text: `+${formatMoney(amount)}`, tone: 'win' };
  if (amount < 0) return { text: formatMoney(amount), tone: 'loss' };
  return { text: '0', tone: 'even' };
}

/** The round id as a row shows it: long provider ids are cut, the full one is in the recall. */
export function shortRoundId(roundId: string): string {
  return roundId.length > 12 ? `${roundId.slice(0, 12)}…` : roundId;
}
