import { signedMoney } from '../utils/money.ts';

/** A win or loss in green or red, with its sign: never colour alone (the sign says it too). */
export function SignedAmount({ amount }: { amount: number }) {
  const { text, tone } = signedMoney(amount);
  return <span className={`num bets__net bets__net--${tone}`}>{text}</span>;
}
