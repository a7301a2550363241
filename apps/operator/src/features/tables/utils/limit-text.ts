import { formatMoney } from '@app/domain';
import type { TableBetLimit } from '@app/domain/casino';
import { t } from '../../../lib/i18n.ts';

/** "10,000 ₫ – 2,000,000 ₫": a cửa's limits as the page and its confirmation show them. */
export const limitLine = (limit: TableBetLimit) => t.tables.limitLine(`${formatMoney(limit.min)} ₫`, `${formatMoney(limit.max)} ₫`);

/** A whole VND amount as typed ("500,000", "500000", "500.000"), or null when it is not one. */
export function parseVnd(text: string): number | null {
  const digits = text.replace(/[\s,.]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  return Number(digits);
}
