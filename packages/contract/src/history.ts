import { z } from 'zod';
import { body, integer, text } from './fields.ts';
import { isoTime, status } from './payment-fields.ts';

/** The payment history: deposits, withdrawals and transfers on one time line, newest first. */

export const HISTORY_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_PAGE_MAX = 50;

const day = text('Ngày', {
  min: 10,
  max: 10,
  pattern: /^\d{4}-\d{2}-\d{2}$/,
  patternMessage: 'Ngày phải có dạng năm-tháng-ngày (yyyy-MM-dd)',
});

export const HistoryBody = body({
  type: z.enum(HISTORY_TYPES, { error: 'Loại giao dịch không hợp lệ' }).optional(),
  status: z
    .number({ error: 'Trạng thái không hợp lệ' })
    .int({ error: 'Trạng thái không hợp lệ' })
    .min(1, { error: 'Trạng thái không hợp lệ' })
    .max(5, { error: 'Trạng thái không hợp lệ' })
    .optional(),
  /** Inclusive calendar days in Asia/Ho_Chi_Minh. */
  fromDate: day.optional(),
  toDate: day.optional(),
  /** The `nextCursor` of the previous page. */
  cursor: text('Vị trí trang', { min: 1, max: 200 }).optional(),
  limit: integer('Số dòng mỗi trang', { min: 1, max: HISTORY_PAGE_MAX }).optional(),
});
export type HistoryBody = z.infer<typeof HistoryBody>;

export const HistoryItem = z.object({
  /** 'D12', 'W5', 'T34': type initial + the record's id, unique across types. */
  id: z.string(),
  type: z.enum(HISTORY_TYPES),
  amount: z.number().int(),
  status,
  /** The channel, the card (masked) or 'TK Chính → JILI'. */
  description: z.string(),
  reason: z.string().nullable(),
  createdAt: isoTime,
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryPage = z.object({ items: z.array(HistoryItem), nextCursor: z.string().nullable() });
export type HistoryPage = z.infer<typeof HistoryPage>;
