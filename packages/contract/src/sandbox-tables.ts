import { z } from 'zod';
import { TABLE_LIMIT_MAX_VND, TABLE_LIMIT_MIN_VND } from '@app/domain/casino';

/**
 * The live tables' limits desk (issue 11): platform → provider, signed like the sportsbook's trading
 * desk and the lottery's odds desk (under SANDBOX_PROVIDER_BASE_PATH), and the console's routes that
 * reach it. A table's limits are per cửa (bet kind): each bet at least `min`, a player's bets on the
 * cửa in one round at most `max` in all. A change applies to the next bet; bets placed keep theirs.
 */
export const TABLE_TRADING_PATHS = {
  limits: '/trading/tables/limits/list',
  limitsSet: '/trading/tables/limits/set',
} as const;
export type TableTradingAction = keyof typeof TABLE_TRADING_PATHS;

const INVALID_BODY = 'Dữ liệu gửi lên không hợp lệ';
const vndField = (label: string) =>
  z
    .number({ error: `${label} phải là số tiền nguyên (VND).` })
    .int({ error: `${label} phải là số tiền nguyên (VND).` })
    .min(TABLE_LIMIT_MIN_VND, { error: `${label} phải từ 1,000 VND trở lên.` })
    .max(TABLE_LIMIT_MAX_VND, { error: `${label} tối đa 1,000,000,000 VND.` });

export const TableLimitsListBody = z.strictObject({}, { error: INVALID_BODY });
export type TableLimitsListBody = z.infer<typeof TableLimitsListBody>;

/** New limits on one cửa of one table (the minimum not above the maximum: the provider checks it, tableLimitProblem). */
export const TableLimitSetBody = z.strictObject(
  {
    tableId: z.string({ error: 'Bàn không hợp lệ.' }).regex(/^[a-z0-9-]{1,64}$/, { error: 'Bàn không hợp lệ.' }),
    kind: z.string({ error: 'Cửa cược không hợp lệ.' }).regex(/^[a-z0-9-]{1,32}$/, { error: 'Cửa cược không hợp lệ.' }),
    min: vndField('Mức cược tối thiểu'),
    max: vndField('Mức cược tối đa'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Trường không được hỗ trợ: ${issue.keys.join(', ')}` : INVALID_BODY) },
);
export type TableLimitSetBody = z.infer<typeof TableLimitSetBody>;

export const TableLimit = z.object({ min: z.number().int(), max: z.number().int() });
export type TableLimit = z.infer<typeof TableLimit>;

export const TableLimitRow = z.object({
  kind: z.string(),
  /** The cửa as members read it ('4 Đỏ'). */
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** The limits in the table's definition, which apply while no operator has set them. */
  defaults: TableLimit,
  /** When an operator last set them; null: the defaults, never changed. */
  updatedAt: z.string().nullable(),
});
export type TableLimitRow = z.infer<typeof TableLimitRow>;

export const TableLimitsTable = z.object({
  tableId: z.string(),
  /** 'Xóc Đĩa Bàn 1' */
  name: z.string(),
  /** The game it plays ('baccarat', 'xoc-dia'). */
  game: z.string(),
  /** Its cửa in the table's layout order. */
  limits: z.array(TableLimitRow),
});
export type TableLimitsTable = z.infer<typeof TableLimitsTable>;

/** Every live table's limits now. */
export const TableLimitsResponse = z.object({ tables: z.array(TableLimitsTable) });
export type TableLimitsResponse = z.infer<typeof TableLimitsResponse>;

/** After a change: every table's limits now, and the changed cửa's before (the audit's before/after). */
export const TableLimitsChangeResponse = TableLimitsResponse.extend({ tableId: z.string(), kind: z.string(), before: TableLimit });
export type TableLimitsChangeResponse = z.infer<typeof TableLimitsChangeResponse>;
