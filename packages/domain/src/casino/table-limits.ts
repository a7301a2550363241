import { formatMoney } from '../format.ts';

/** A live table's limits on one cửa: each bet at least `min`, a player's bets on it in one round at most `max` in all (VND). */
export type TableBetLimit = { readonly min: number; readonly max: number };

/** The lowest minimum and the highest maximum an operator may set on a cửa (VND). */
export const TABLE_LIMIT_MIN_VND = 1_000;
export const TABLE_LIMIT_MAX_VND = 1_000_000_000;

/**
 * Why limits may not be set on a cửa (null: they may): whole VND, the minimum at least
 * TABLE_LIMIT_MIN_VND, the maximum at most TABLE_LIMIT_MAX_VND and not below the minimum. The provider
 * holds a change to it; the console checks it first.
 */
export function tableLimitProblem(limit: TableBetLimit): string | null {
  const whole = (v: number) => Number.isSafeInteger(v);
  if (!whole(limit.min) || !whole(limit.max)) return 'Mức cược tối thiểu và tối đa phải là số tiền nguyên (VND).';
  if (limit.min < TABLE_LIMIT_MIN_VND) return `Mức cược tối thiểu phải từ ${formatMoney(TABLE_LIMIT_MIN_VND)} VND trở lên.`;
  if (limit.max > TABLE_LIMIT_MAX_VND) return `Mức cược tối đa không được vượt quá ${formatMoney(TABLE_LIMIT_MAX_VND)} VND.`;
  if (limit.min > limit.max) return `Mức cược tối thiểu (${formatMoney(limit.min)} VND) không được lớn hơn mức tối đa (${formatMoney(limit.max)} VND).`;
  return null;
}
