/** What a member's tab reads when its event stream is refused. */
export const EVENTS_MESSAGES = {
  badTicket: 'Mã kết nối không hợp lệ hoặc đã hết hạn, vui lòng thử lại',
  tooManyStreams: 'Có quá nhiều cửa sổ đang mở, vui lòng đóng bớt rồi thử lại',
} as const;
