import { LOTTERY_NUMBERS_MAX } from '@app/contract/sandbox-lottery';
import { LOTTERY_POINTS } from '../modules/sandbox-provider/lottery/rules.ts';

/** What the sandbox provider's lottery says to the member on its game page. */
export const LOTTERY_MESSAGES = {
  drawUnknown: 'Kỳ quay không tồn tại hoặc không thuộc trò chơi này. Vui lòng tải lại trang.',
  drawClosed: 'Kỳ quay này đã đóng cược (10 giây trước giờ quay). Vé của bạn chưa được mua, vui lòng đặt vào kỳ tiếp theo.',
  points: `Số điểm mỗi vé từ ${LOTTERY_POINTS.min} đến ${LOTTERY_POINTS.max.toLocaleString('en-US')}.`,
  ticketUnknown: 'Không tìm thấy vé.',
  notLottery: 'Phiên chơi này không dành cho xổ số',
} as const;

/** A purchase's fields refused, each in one sentence (the bet type's own rules then say more). */
export const LOTTERY_FIELD_MESSAGES = {
  drawId: 'Kỳ quay không hợp lệ. Vui lòng tải lại trang.',
  betType: 'Loại cược không hợp lệ.',
  numbers: `Chọn từ 1 đến ${LOTTERY_NUMBERS_MAX} số, mỗi số gồm 2 chữ số (00–99) hoặc 3 chữ số với 3 càng (000–999).`,
  points: 'Số điểm phải là số nguyên dương.',
  clientId: 'Mã yêu cầu không hợp lệ.',
};
