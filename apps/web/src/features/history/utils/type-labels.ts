import type { HistoryType } from '@app/contract';
import { TRANSACTION_TYPE_LABELS } from '@app/domain';
import { t } from '../../../lib/i18n.ts';

/** History also lists transfers between accounts, which the domain's payment types do not cover. */
export const HISTORY_TYPE_LABELS: Readonly<Record<HistoryType, string>> = {
  DEPOSIT: TRANSACTION_TYPE_LABELS.DEPOSIT,
  WITHDRAWAL: TRANSACTION_TYPE_LABELS.WITHDRAWAL,
  TRANSFER: t.wallet.transfer,
};
