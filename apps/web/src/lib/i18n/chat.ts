/**
 * Live chat (issue 10; glossary: "Trò chuyện trực tuyến", "CSKH"): the panel's words. Its own export,
 * imported by the lazily loaded panel, so it travels in the chat's chunk. What opens the panel (the
 * floating button, the footer, the CSKH page) reads lib/i18n.ts's `support` instead.
 */
export const chatText = {
  title: 'Trò chuyện trực tuyến',
  close: 'Đóng khung trò chuyện',
  connecting: 'Đang kết nối…',
  reconnecting: 'Mất kết nối, đang kết nối lại…',
  loadFailed: 'Không mở được khung trò chuyện. Vui lòng kiểm tra kết nối mạng và thử lại.',
  retry: 'Thử lại',
  /** The line under the title. */
  status: {
    waiting: 'Đang chờ nhân viên CSKH tiếp nhận…',
    active: (agent: string) => `${agent} đang hỗ trợ bạn`,
    ticket: 'Đã nhận lời nhắn, chúng tôi sẽ trả lời sớm nhất',
    closed: 'Cuộc trò chuyện đã kết thúc',
    online: 'Nhân viên CSKH đang trực tuyến',
    offline: 'Hiện chưa có nhân viên trực',
  },
  welcome: 'Xin chào! Chúng tôi có thể giúp gì cho bạn? Hãy nhập câu hỏi, nhân viên CSKH sẽ trả lời ngay.',
  offDuty: 'Hiện chưa có nhân viên trực. Hãy để lại lời nhắn, chúng tôi sẽ trả lời sớm nhất.',
  closedTitle: 'Cuộc trò chuyện đã kết thúc',
  closedLead: 'Cảm ơn bạn đã liên hệ. Bạn cần hỗ trợ thêm?',
  startNew: 'Bắt đầu cuộc trò chuyện mới',
  log: 'Tin nhắn trò chuyện',
  you: 'Bạn',
  cskh: 'CSKH',
  typing: (agent: string | null) => `${agent ?? 'Nhân viên CSKH'} đang nhập…`,
  /** What a screen reader hears of a new message from CSKH. */
  announce: (who: string, text: string) => `${who}: ${text}`,
  sentImage: 'đã gửi một ảnh',
  marks: {
    sending: 'Đang gửi…',
    retrying: 'Chưa gửi được, đang thử lại…',
    sendNow: 'Gửi lại',
    refused: 'Không gửi được',
    remove: 'Xóa tin nhắn',
    sent: 'Đã gửi',
    delivered: 'Đã nhận',
    read: 'Đã xem',
  },
  composer: {
    label: 'Nội dung tin nhắn',
    placeholder: 'Nhập tin nhắn…',
    send: 'Gửi',
    attach: 'Gửi ảnh',
    hint: 'Enter để gửi, Shift + Enter để xuống dòng',
    tooLong: (max: number) => `Tin nhắn tối đa ${max} ký tự`,
  },
  visitor: {
    lead: 'Để lại thông tin để chúng tôi tiện liên hệ:',
    name: 'Tên của bạn',
    optional: 'Không bắt buộc',
    contact: 'Số điện thoại hoặc email',
    contactPlaceholder: 'Để chúng tôi liên hệ lại',
    contactRequired: 'Vui lòng nhập số điện thoại hoặc email để chúng tôi liên hệ lại',
    contactInvalid: 'Số điện thoại hoặc email không hợp lệ',
  },
  image: {
    wrongType: 'Chỉ gửi được ảnh PNG, JPEG, WebP hoặc GIF',
    tooLarge: 'Ảnh tối đa 2 MB, vui lòng chọn ảnh nhỏ hơn',
    unreadable: 'Không đọc được ảnh, vui lòng chọn ảnh khác',
    alt: 'Ảnh đính kèm',
    open: 'Mở ảnh kích thước đầy đủ',
  },
} as const;
