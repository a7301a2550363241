import type { HistoryType } from '@app/contract';
import { TRANSACTION_TYPE_LABELS } from '@app/domain';
import { t } from '../../lib/i18n.ts';

/** What the "Lịch sử giao dịch" screens say (glossary words of the design brief). */
export const historyText = {
  title: 'Lịch sử giao dịch',
  filters: 'Bộ lọc giao dịch',
  type: 'Loại giao dịch',
  status: 'Trạng thái',
  all: 'Tất cả',
  fromDate: 'Từ ngày',
  toDate: 'Đến ngày',
  badRange: 'Từ ngày phải trước hoặc trùng Đến ngày',
  loading: 'Đang tải lịch sử giao dịch…',
  loadFailed: 'Không tải được lịch sử giao dịch.',
  retry: 'Thử lại',
  empty: 'Không có giao dịch nào',
  emptyHint: 'Thử chọn khoảng ngày khác hoặc bỏ bớt bộ lọc.',
  more: 'Xem thêm',
  amount: 'Số tiền',
  description: 'Nội dung',
  time: 'Thời gian',
  reason: 'Lý do',
  list: 'Danh sách giao dịch',
} as const;

/** History also lists transfers between accounts, which the domain's payment types do not cover. */
export const HISTORY_TYPE_LABELS: Readonly<Record<HistoryType, string>> = {
  DEPOSIT: TRANSACTION_TYPE_LABELS.DEPOSIT,
  WITHDRAWAL: TRANSACTION_TYPE_LABELS.WITHDRAWAL,
  TRANSFER: t.wallet.transfer,
};
