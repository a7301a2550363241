/** What the console hears when the live tables' limits desk (the sandbox provider's) cannot be reached. */
export const TABLE_TRADING_MESSAGES = {
  unavailable: 'Không kết nối được với nhà cung cấp casino trực tuyến. Mức cược chưa được thay đổi, vui lòng thử lại.',
  unknownOutcome: 'Nhà cung cấp casino trực tuyến không trả lời kịp: hãy tải lại danh sách bàn để xem thay đổi đã được thực hiện hay chưa.',
} as const;
