import { randomInt } from 'node:crypto';
import { DEPOSIT_MEMO_ALPHABET } from '@app/domain';

/**
 * The transfer content a member writes so the operator can match the money to the deposit: 'NAP' and
 * 8 characters drawn with a cryptographic RNG from an alphabet without look-alikes (no 0/O, 1/I).
 * The same on every brand, so one receiving account can serve them all. Uniqueness is the database's
 * job (a unique column): the caller draws again on a collision.
 */
const MEMO_PREFIX = 'NAP';
const MEMO_RANDOM_LENGTH = 8;

export function newDepositMemo(): string {
  let memo = MEMO_PREFIX;
  for (let i = 0; i < MEMO_RANDOM_LENGTH; i++) memo += DEPOSIT_MEMO_ALPHABET[randomInt(DEPOSIT_MEMO_ALPHABET.length)];
  return memo;
}
