import type { TableGameMessages } from './game.ts';

/** What the live tables say to the member on the game page, whatever the game. */
export const TABLE_MESSAGES = {
  betsClosed: 'Đã hết thời gian đặt cược cho ván này, vui lòng đặt ở ván sau',
  roundUnknown: 'Ván cược không hợp lệ.',
  belowMin: (name: string, min: string) => `Mức cược tối thiểu cửa ${name} là ${min} VND.`,
  aboveMax: (name: string, max: string) => `Tổng cược cửa ${name} trong một ván tối đa là ${max} VND.`,
  clientIdUsed: 'Mã yêu cầu này đã được dùng cho một cược ở bàn khác.',
  tooManyStreams: 'Bạn đang mở quá nhiều thẻ tại bàn chơi. Vui lòng đóng bớt rồi thử lại.',
} as const;

/** What the baccarat tables say of their own. */
export const BACCARAT_MESSAGES: TableGameMessages = {
  notATable: 'Phiên chơi này không dành cho bàn baccarat',
  seriesUnknown: 'Không tìm thấy shoe này.',
};

/** What the xóc đĩa tables say of their own. */
export const XOC_DIA_MESSAGES: TableGameMessages = {
  notATable: 'Phiên chơi này không dành cho bàn xóc đĩa',
  seriesUnknown: 'Không tìm thấy chuỗi ván này.',
};

/** What the limits desk (the platform's operators, over the signed trading API) is refused with. */
export const TABLE_DESK_MESSAGES = {
  tableUnknown: 'Không tìm thấy bàn này.',
  kindUnknown: (table: string) => `Bàn ${table} không có cửa cược này.`,
} as const;
