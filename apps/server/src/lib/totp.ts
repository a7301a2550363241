import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA-1, 30 s steps, 6 digits: what
 * every authenticator app reads from an otpauth:// QR code). Secrets travel as RFC 4648 base32.
 */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone's clock a little off, a code typed as it turned. */
const WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP of `counter` under `secret`, `digits` long (dynamic truncation). */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(code % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (atMs: number) => Math.floor(atMs / TOTP_STEP_MS);

/**
 * The step whose code `code` is, within the window around `atMs`, and later than `afterStep` (a code
 * already used, or an older one, never works twice); null when none.
 */
export function matchingStep(secret: Uint8Array, code: string, atMs: number, afterStep = -1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (step > afterStep && hotp(secret, step) === code) return step;
  }
  return null;
}

/** 160 random bits, as RFC 4226 recommends. */
export const newTotpSecret = () => randomBytes(20);

/** What the QR code carries (Key Uri Format read by Google Authenticator, Authy, 1Password…). */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: Uint8Array }): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret: base32Encode(secret), issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_MS / 1000) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
