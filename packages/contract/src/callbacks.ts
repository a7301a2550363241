import { z } from 'zod';
import { body, integer, text } from './fields.ts';
import {
  CALLBACK_ACTION_NOTE_MAX,
  CALLBACK_CLOSE_NOTE_MIN,
  CALLBACK_FIELD_MESSAGES as M,
  CALLBACK_NOTE_MAX,
  CALLBACK_PHONE_PATTERN,
  CALLBACK_STATUSES,
  CALLBACK_WINDOWS,
  type CallbackMine as CallbackMineShape,
  type CallbackRequestView as CallbackRequestViewShape,
  type OperatorCallbackQueue as OperatorCallbackQueueShape,
} from './callbacks-shared.ts';

export * from './callbacks-shared.ts';

/**
 * Callbacks' calls (issue 10). A member (bearer token) or a visitor (none) asks to be called back;
 * the console's support desk claims the request and closes it as done or unreachable.
 */

const phone = z
  .string({ error: (issue) => (issue.input === undefined ? M.phoneRequired : M.phoneInvalid) })
  .min(1, { error: M.phoneRequired })
  .regex(CALLBACK_PHONE_PATTERN, { error: M.phoneInvalid });

/** One open request per phone number (and per member): the same request sent again answers the one already open. */
export const CallbackRequestBody = body({
  phone,
  window: z.enum(CALLBACK_WINDOWS, { error: (issue) => (issue.input === undefined ? M.windowRequired : M.windowInvalid) }),
  note: z
    .string({ error: M.noteInvalid })
    .normalize('NFC')
    .max(CALLBACK_NOTE_MAX, { error: M.noteTooLong })
    .optional(),
});
export type CallbackRequestBody = z.infer<typeof CallbackRequestBody>;

export const CallbackRequestViewSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  window: z.enum(CALLBACK_WINDOWS),
  preferredFrom: z.string().nullable(),
  preferredTo: z.string().nullable(),
  status: z.enum(CALLBACK_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});

export const CallbackMineSchema = z.object({
  serverTime: z.string(),
  profilePhone: z.string().nullable(),
  current: CallbackRequestViewSchema.nullable(),
});

const operatorRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const OperatorCallbackItemSchema = CallbackRequestViewSchema.extend({
  member: z.object({ memberId: z.string(), username: z.string(), nickname: z.string() }).nullable(),
  brandId: z.string(),
  note: z.string().nullable(),
  claimedBy: operatorRef,
  claimedAt: z.string().nullable(),
  claimNote: z.string().nullable(),
  closedBy: operatorRef,
  closeNote: z.string().nullable(),
});

export const OperatorCallbackQueueSchema = z.object({
  serverTime: z.string(),
  open: z.array(OperatorCallbackItemSchema),
  recent: z.array(OperatorCallbackItemSchema),
});

// The zod-free shapes the clients read are these schemas', exactly (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof CallbackRequestViewSchema>, CallbackRequestViewShape>,
  Same<z.infer<typeof CallbackMineSchema>, CallbackMineShape>,
  Same<z.infer<typeof OperatorCallbackQueueSchema>, OperatorCallbackQueueShape>,
] = [true, true, true];
void sameShapes;

const requestId = integer('Mã yêu cầu', { min: 1, max: Number.MAX_SAFE_INTEGER });

/** "Nhận" (assigned to me), with an optional note. */
export const CallbackClaimBody = body({
  id: requestId,
  note: text('Ghi chú', { max: CALLBACK_ACTION_NOTE_MAX }).optional(),
});
export type CallbackClaimBody = z.infer<typeof CallbackClaimBody>;

/** "Đã gọi" or "Không liên lạc được", with what happened. */
export const CallbackCloseBody = body({
  id: requestId,
  note: text('Ghi chú', {
    max: CALLBACK_ACTION_NOTE_MAX,
    pattern: new RegExp(`^\\s*\\S(?:\\s*\\S){${CALLBACK_CLOSE_NOTE_MIN - 1}}`),
    patternMessage: `Ghi chú phải có ít nhất ${CALLBACK_CLOSE_NOTE_MIN} ký tự`,
  }),
});
export type CallbackCloseBody = z.infer<typeof CallbackCloseBody>;
