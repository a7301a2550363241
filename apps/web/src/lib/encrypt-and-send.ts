import type { EnvelopeKey, SealedBody } from '@app/contract';
import { apiCall, ApiRequestError } from './api-client.ts';
import { brand } from './brand.ts';
import { onSessionChange } from './session.ts';
import { withNfcText } from '../utils/nfc.ts';

/**
 * The client half of spec §7's encrypt-and-send helper: bank-card numbers and withdrawal requests
 * travel sealed to the server's public key and the brand's application key (contract envelope.ts).
 * The envelope code (noble curves and ciphers) is loaded by a dynamic import on first use, so it never
 * weighs on the first screen.
 */

/**
 * How the server's 400 begins when it cannot open a sealed body: an unknown key id (its key was
 * replaced since ours was fetched) or a body that does not decrypt. The sentence may go on
 * (", vui lòng thử lại"), so only its start is matched.
 */
const ENVELOPE_REJECTED = 'Dữ liệu mã hóa không hợp lệ';

let cachedKey: Promise<EnvelopeKey> | null = null;

// One key fetch per session: the next member on this device starts afresh.
onSessionChange((event) => {
  if (event === 'logout') cachedKey = null;
});

function envelopeKey(): Promise<EnvelopeKey> {
  cachedKey ??= apiCall('envelopeKey').catch((error: unknown) => {
    cachedKey = null; // a failed fetch is not cached: the next attempt asks again
    throw error;
  });
  return cachedKey;
}

/** `payload` sealed for the server, with the id of the key used; its text in NFC as in every other body. */
export async function sealForServer(payload: unknown): Promise<SealedBody> {
  const [{ sealEnvelope }, key] = await Promise.all([import('@app/contract/envelope'), envelopeKey()]);
  return { keyId: key.keyId, sealed: sealEnvelope(withNfcText(payload), key.publicKey, brand.appKey) };
}

function isEnvelopeRejected(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body) return false;
  const { message } = error.body;
  const messages = typeof message === 'string' ? [message] : message;
  return messages.some((m) => m.startsWith(ENVELOPE_REJECTED));
}

/**
 * Seals `payload` and hands it to `send`. When the server cannot open it (its key changed since we
 * fetched ours), the key is fetched again and the request sent once more; any other failure, or a
 * second rejection, reaches the caller.
 */
export async function sendSealed<T>(payload: unknown, send: (body: SealedBody) => Promise<T>): Promise<T> {
  try {
    return await send(await sealForServer(payload));
  } catch (error) {
    if (!isEnvelopeRejected(error)) throw error;
    cachedKey = null;
    return send(await sealForServer(payload));
  }
}
