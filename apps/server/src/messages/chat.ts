/** Live chat's answers (issue 10). */
export const CHAT_MESSAGES = {
  noConversation: 'Không tìm thấy cuộc trò chuyện',
  closed: 'Cuộc trò chuyện đã kết thúc. Hãy gửi tin nhắn mới để bắt đầu cuộc trò chuyện khác.',
  badGuest: 'Phiên trò chuyện đã hết hạn, vui lòng tải lại trang',
  imageTooLarge: 'Ảnh tối đa 2 MB',
  imageWrongType: 'Tệp không phải ảnh PNG, JPEG, WebP hoặc GIF hợp lệ',
  notYours: 'Cuộc trò chuyện này do nhân viên khác phụ trách',
  alreadyTaken: 'Cuộc trò chuyện đã có nhân viên khác nhận',
  notOnDuty: 'Nhân viên được chuyển đến hiện không trực',
  sameAgent: 'Cuộc trò chuyện đã thuộc nhân viên này',
  alreadyClosed: 'Cuộc trò chuyện đã được đóng',
  cannedNotFound: 'Không tìm thấy câu trả lời mẫu',
  visitorName: (name: string | undefined, guestId: string) => (name?.trim() ? `Khách · ${name.trim()}` : `Khách #${guestId.slice(0, 6).toUpperCase()}`),
  /** The system line a conversation shows when an agent takes it or it changes hands. */
  joined: (agent: string) => `${agent} đã tham gia cuộc trò chuyện`,
  transferred: (agent: string) => `Cuộc trò chuyện được chuyển cho ${agent}`,
  ended: 'Cuộc trò chuyện đã kết thúc. Cảm ơn bạn đã liên hệ!',
  ticketReceived: 'Hiện chưa có nhân viên trực. Chúng tôi đã nhận lời nhắn và sẽ trả lời sớm nhất.',
} as const;
