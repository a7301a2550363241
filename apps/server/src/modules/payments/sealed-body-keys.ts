import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { EnvelopeError, decodeKey, generateEnvelopeKeyPair, openEnvelope, type EnvelopeKey, type SealedBody } from '@app/contract';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES } from '../../messages/payments.ts';
import type { Database } from '../../db/database.ts';
import { serverSecret } from '../../db/server-secrets.ts';

/**
 * The server's key pair for the encrypt-and-send helper (spec §7): generated once, kept in
 * server_secrets like the JWT key, so every instance and every restart opens what clients sealed.
 */
const SECRET_NAME = 'envelope-x25519';
type KeyPair = { secretKey: string; publicKey: string };

export type EnvelopeKeys = {
  publicKey(): Promise<EnvelopeKey>;
  /** Opens a sealed body and validates its content; anything wrong is a 400 the member can read. */
  open<S extends z.ZodType>(body: SealedBody, appKey: string, schema: S): Promise<z.output<S>>;
};

/** First 16 hex digits of SHA-256 of the public key: lets a client holding an old key be told to fetch again. */
export function envelopeKeyId(publicKey: string): string {
  return createHash('sha256').update(decodeKey(publicKey)).digest('hex').slice(0, 16);
}

async function loadKeyPair(db: Database): Promise<KeyPair> {
  return JSON.parse(await serverSecret(db, SECRET_NAME, () => JSON.stringify(generateEnvelopeKeyPair()))) as KeyPair;
}

export function createEnvelopeKeys(db: Database): EnvelopeKeys {
  let pair: Promise<KeyPair> | undefined;
  const keys = () => (pair ??= loadKeyPair(db).catch((error: unknown) => ((pair = undefined), Promise.reject(error))));
  return {
    async publicKey() {
      const { publicKey } = await keys();
      return { keyId: envelopeKeyId(publicKey), publicKey };
    },
    async open(body, appKey, schema) {
      const { secretKey, publicKey } = await keys();
      if (body.keyId !== envelopeKeyId(publicKey)) throw badRequest(PAYMENT_MESSAGES.badEnvelope);
      let content: unknown;
      try {
        content = openEnvelope(body.sealed, secretKey, appKey);
      } catch (error) {
        if (error instanceof EnvelopeError) throw badRequest(PAYMENT_MESSAGES.badEnvelope);
        throw error;
      }
      const parsed = schema.safeParse(content);
      if (!parsed.success) throw new HttpError(400, [...new Set(parsed.error.issues.map((i) => i.message))]);
      return parsed.data;
    },
  };
}
