import { formatDateTime, GAME_PROVIDERS } from '@app/domain';
import type { MaintenanceArea } from '@app/contract';

/** What is closed, as the sentence's subject. */
function subject(area: MaintenanceArea, providerCode: string | null): string {
  switch (area) {
    case 'SITE':
      return 'Hệ thống';
    case 'DEPOSITS':
      return 'Chức năng nạp tiền';
    case 'WITHDRAWALS':
      return 'Chức năng rút tiền';
    case 'GAME_PROVIDER': {
      const name = GAME_PROVIDERS.find((p) => p.code === providerCode)?.name ?? providerCode ?? '';
      return `Nhà cung cấp ${name}`;
    }
  }
}

/** The 503's message: what is closed, until when (dd-MM HH:mm, Vietnam time), and the operator's words. */
export function underMaintenance(area: MaintenanceArea, providerCode: string | null, endsAt: Date, message: string): string {
  return `${subject(area, providerCode)} đang bảo trì đến ${formatDateTime(endsAt)}. ${message}`;
}

export const MAINTENANCE_MESSAGES = {
  notFound: 'Không tìm thấy lịch bảo trì đang mở hoặc đã lên lịch này',
  startInPast: 'Thời gian bắt đầu đã qua: để bảo trì ngay, hãy bỏ trống thời gian bắt đầu',
  endInPast: 'Thời gian kết thúc phải ở tương lai',
  tooLong: 'Một lần bảo trì dài tối đa 7 ngày',
  tooFarAhead: 'Chỉ lên lịch bảo trì trong vòng 30 ngày tới',
} as const;
