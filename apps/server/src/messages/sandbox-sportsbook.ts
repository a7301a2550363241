/** What the sandbox provider's sportsbook says to the member on its page and to the operator at its trading desk. */
export const SPORTSBOOK_MESSAGES = {
  notSportsbook: 'Phiên chơi này không dành cho thể thao.',
  priceChanged: 'Tỷ lệ đã thay đổi. Vui lòng kiểm tra tỷ lệ mới và xác nhận lại phiếu cược.',
  marketUnknown: 'Kèo không tồn tại hoặc không thuộc sảnh này. Vui lòng tải lại bảng kèo.',
  sideNotOffered: 'Cửa cược này không có trong kèo đã chọn.',
  marketSuspended: 'Kèo đang tạm khóa, chưa nhận cược. Vui lòng thử lại sau.',
  marketClosed: 'Kèo đã đóng.',
  kickedOff: 'Trận đấu đã bắt đầu hoặc đã kết thúc: kèo trước trận không còn nhận cược.',
  sameFixture: 'Cược xiên không được chọn hai kèo của cùng một trận.',
  stakeOutside: (min: number, max: number) =>
    `Tiền cược phải từ ${min.toLocaleString('vi-VN')} đến ${max.toLocaleString('vi-VN')} VND cho phiếu này.`,
  fixtureUnknown: 'Không tìm thấy trận đấu.',
  fixtureNotOpen: 'Trận đấu đã kết thúc hoặc đã bị hủy: không thể thay đổi.',
  fixtureCancelledNoResult: 'Trận đấu đã bị hủy: không thể nhập kết quả.',
  resultNotAfterKickoff: 'Chỉ nhập kết quả sau giờ bắt đầu trận đấu.',
  resultExists: 'Trận đấu đã có kết quả khác. Dùng "Sửa kết quả" (kèm lý do) để thay đổi.',
  resultMissing: 'Trận đấu chưa có kết quả để sửa. Dùng "Nhập kết quả".',
  firstHalfAboveFullTime: 'Tỷ số hiệp 1 không thể lớn hơn tỷ số cả trận.',
  lineRequired: 'Kèo chấp và kèo tài xỉu cần có mức kèo.',
  lineNotFor1x2: 'Kèo 1X2 không có mức kèo.',
  overUnderLine: 'Mức tài xỉu phải lớn hơn 0.',
  pricesFor: (sides: readonly string[]) => `Kèo này cần đúng các cửa: ${sides.join(', ')}.`,
  priceInvalid: (side: string, quote: string) => `Tỷ lệ ${quote} của cửa ${side} không hợp lệ ở kiểu hiển thị đã chọn.`,
  stakeLimits: 'Mức cược tối thiểu không được lớn hơn mức tối đa.',
  marketSettled: 'Kèo đã được thanh toán: không thể thay đổi.',
  betUnknown: 'Không tìm thấy phiếu cược.',
  voidCancelled: (reason: string) => `Trận đấu bị hủy: ${reason}`,
} as const;

/** The game page's fields refused, each in one sentence. */
export const SPORTSBOOK_FIELD_MESSAGES = {
  legs: 'Phiếu cược không hợp lệ: mỗi lựa chọn gồm kèo, cửa và phiên bản tỷ lệ.',
  stake: 'Tiền cược phải là số nguyên dương (VND).',
  clientId: 'Mã yêu cầu không hợp lệ.',
  format: 'Kiểu hiển thị tỷ lệ không hợp lệ (malay, hongkong, decimal, indo).',
};

/** What the platform says to an operator when the provider's trading desk cannot be reached. */
export const SPORTSBOOK_TRADING_MESSAGES = {
  unavailable: 'Không kết nối được với nhà cung cấp thể thao (SABA). Thay đổi chưa được thực hiện, vui lòng thử lại.',
  unknownOutcome: 'Nhà cung cấp thể thao không trả lời kịp: hãy tải lại danh sách trận để xem thay đổi đã được thực hiện hay chưa.',
} as const;
