import { createHash, createHmac } from 'node:crypto';

/**
 * SANDBOX ONLY: a deterministic TRON (TRC20) style deposit address per member. A real gateway issues
 * addresses from its own wallet; here the 20 address bytes are an HMAC of the member id under the
 * sandbox secret, encoded as TRON does (0x41 prefix, Base58Check), so it has the real shape (34
 * characters starting with 'T') and a member always sees the same one, but nobody holds its key:
 * never send real tokens to it.
 */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_PREFIX = 0x41;

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

export function sandboxTronAddress(secret: string, memberId: string): string {
  const body = Buffer.concat([Buffer.from([TRON_PREFIX]), createHmac('sha256', secret).update(`tron-address:${memberId}`).digest().subarray(0, 20)]);
  const checksum = sha256(sha256(body)).subarray(0, 4);
  return base58(Buffer.concat([body, checksum]));
}

/** Tokens to send for `amount` VND at `rate` VND per token, rounded up to the cent so the deposit is covered. */
export function tokenAmountFor(amount: number, rate: number): string {
  const cents = Math.floor((amount * 100 + rate - 1) / rate);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
