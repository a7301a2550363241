import { formatMoney } from '@app/domain';
import type { TableBetLimit } from '@app/domain/casino';
import { t } from '../../../lib/i18n.ts';

/** "10,000 ₫ – 2,000,000 ₫": a cửa's limits as the page and its confirmation show them. */
export const limitLine = (limit: TableBetLimit) => t.tables.limitLine(`${formatMoney(limit.min)} ₫`, `${formatMoney(limit.max)} ₫`);
