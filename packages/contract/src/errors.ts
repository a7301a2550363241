import { z } from 'zod';

/** D3: every error answer has this shape; on 400 `message` is an array of Vietnamese sentences. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Status codes the client treats specially (spec §8). */
export const SESSION_EXPIRED_STATUS = 419;
