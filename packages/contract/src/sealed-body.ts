import { z } from 'zod';
import { body, text } from './fields.ts';

/** Bodies whose content travels sealed with the encrypt-and-send helper (envelope.ts): the bank-card bind and the withdrawal. */

/** The server's public key for the encrypt-and-send helper (envelope.ts). */
export const EnvelopeKey = z.object({ keyId: z.string(), publicKey: z.string() });
export type EnvelopeKey = z.infer<typeof EnvelopeKey>;

/** A body whose real content travels sealed (envelope.ts); the server opens it and validates the content. */
export const SealedBody = body({
  keyId: text('Khóa mã hóa', { min: 1, max: 64 }),
  sealed: text('Dữ liệu mã hóa', { min: 1, max: 8192 }),
});
export type SealedBody = z.infer<typeof SealedBody>;
