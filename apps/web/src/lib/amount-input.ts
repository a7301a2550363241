import { formatMoney } from '@app/domain';

/**
 * The typing rules of every amount field (deposit, withdrawal, transfer, deposit limits): shared here
 * because four features use them and a feature may not import another. The check of what was typed
 * is lib/amount-check.ts.
 */

/** 15 digits stay below 2^53, so every amount the field can hold is a safe integer of VND. */
const MAX_DIGITS = 15;

/**
 * What the amount field shows while the member types: digits only (anything else is dropped, as is a
 * leading zero) grouped with commas as money is everywhere else (D8). '' stays '' so the field can be empty.
 */
export function formatAmountTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits === '' ? '' : formatMoney(Number(digits));
}

/**
 * Where the caret belongs after reformatting: just after the same number of digits it followed before,
 * so typing or deleting in the middle of '1,250,000' does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** How many digits stand before position `caret` of `text`. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}
