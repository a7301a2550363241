import { z } from 'zod';

/** D3: every error answer has this shape; on 400 `message` is an array of Vietnamese sentences. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

// Kept here too (defined in the zod-free constants.ts, where the clients read it) so imports of it
// from the package's main entry keep working.
export { SESSION_EXPIRED_STATUS } from './constants.ts';
