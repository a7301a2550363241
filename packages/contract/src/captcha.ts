import { z } from 'zod';
import { body, decimal, integer, text } from './fields.ts';

/** D6: a slider puzzle drawn by the server; the gap's x never leaves the server. */
export const CaptchaInitResponse = z.object({
  token: z.string(),
  /** PNG data URL of the background with the gap cut out. */
  background: z.string(),
  /** PNG data URL (with transparency) of the piece to slide. */
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** The piece's top edge in background pixels; the member finds x. */
  y: z.number().int(),
  pow: z.object({
    challenge: z.string(),
    /** Leading zero bits required of SHA-256(challenge + nonce). */
    difficulty: z.number().int(),
    algorithm: z.literal('SHA-256'),
  }),
  expiresInSeconds: z.number().int(),
});
export type CaptchaInitResponse = z.infer<typeof CaptchaInitResponse>;

export const CaptchaProofOfWorkBody = body({
  challenge: text('Thử thách', { min: 1, max: 128 }),
  nonce: text('Nonce', { min: 1, max: 32, pattern: /^[0-9a-zA-Z]+$/ }),
});
export type CaptchaProofOfWorkBody = z.infer<typeof CaptchaProofOfWorkBody>;
export const CaptchaProofOfWorkResponse = z.object({ ok: z.literal(true) });

/** Spec §3: token, x, y, z (hex SHA-256 of the drag path), t (drag time in ms). */
export const CaptchaVerifyBody = body({
  token: text('Mã captcha', { min: 1, max: 128 }),
  x: decimal('Vị trí x', { min: 0, max: 2000 }),
  y: decimal('Vị trí y', { min: 0, max: 2000 }),
  z: text('Dấu vết kéo', { min: 64, max: 64, pattern: /^[0-9a-f]{64}$/ }),
  t: integer('Thời gian kéo', { min: 0, max: 600_000 }),
});
export type CaptchaVerifyBody = z.infer<typeof CaptchaVerifyBody>;

/** The one-time pass to put in the Captcha field of login or registration. */
export const CaptchaVerifyResponse = z.object({ pass: z.string(), expiresInSeconds: z.number().int() });
export type CaptchaVerifyResponse = z.infer<typeof CaptchaVerifyResponse>;
