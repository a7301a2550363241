import { LOTTERY_NUMBERS_MAX } from '@app/contract/sandbox-lottery';
import { LOTTERY_POINTS } from '../modules/sandbox-provider/lottery/rules.ts';

/** What the sandbox provider's lottery says to the member on its game page. */
export const LOTTERY_MESSAGES = {
  drawUnknown: 'Kỳ quay không tồn tại hoặc không thuộc trò chơi này. Vui lòng tải lại trang.',
  drawClosed: 'Kỳ quay này đã đóng cược (10 giây trước giờ quay). Vé của bạn chưa được mua, vui lòng đặt vào kỳ tiếp theo.',
  points: `Số điểm mỗi vé từ ${LOTTERY_POINTS.min} đến ${LOTTERY_POINTS.max.toLocaleString('en-US')}.`,
  ticketUnknown: 'Không tìm thấy vé.',
  notLottery: 'Phiên chơi này không dành cho xổ số',
  oddsChanged: 'Tỷ lệ trả thưởng của loại cược này vừa thay đổi. Vé chưa được mua: vui lòng xem lại giá và mua lại.',
} as const;

/** What the console hears when the lottery provider's odds desk cannot be reached. */
export const LOTTERY_TRADING_MESSAGES = {
  unavailable: 'Không kết nối được với nhà cung cấp xổ số. Tỷ lệ chưa được thay đổi, vui lòng thử lại.',
  unknownOutcome: 'Nhà cung cấp xổ số không trả lời kịp: hãy tải lại bảng tỷ lệ để xem thay đổi đã được thực hiện hay chưa.',
} as const;

/** A purchase's fields refused, each in one sentence (the bet type's own rules then say more). */
export const LOTTERY_FIELD_MESSAGES = {
  drawId: 'Kỳ quay không hợp lệ. Vui lòng tải lại trang.',
  betType: 'Loại cược không hợp lệ.',
  numbers: `Chọn từ 1 đến ${LOTTERY_NUMBERS_MAX} số, mỗi số gồm 2 chữ số (00–99) hoặc 3 chữ số với 3 càng (000–999).`,
  points: 'Số điểm phải là số nguyên dương.',
  clientId: 'Mã yêu cầu không hợp lệ.',
};
