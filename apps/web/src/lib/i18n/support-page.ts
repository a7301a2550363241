/**
 * The CSKH page's own words (issue 10, "Gọi lại cho tôi" and the messaging apps' QR codes): their own
 * export, imported by the lazily loaded page, so they travel in its chunk. The form's refusals are the
 * contract's sentences (@app/contract/callbacks), the same the server answers.
 */
export const callbackText = {
  title: 'Gọi lại cho tôi',
  lead: 'Để lại số điện thoại, nhân viên CSKH sẽ gọi cho bạn trong khung giờ bạn chọn. Miễn phí cuộc gọi.',
  phone: 'Số điện thoại',
  phoneHint: 'Số di động 10 chữ số, ví dụ 0912 345 678',
  phoneFromProfile: 'Số điện thoại trong hồ sơ của bạn',
  window: 'Khung giờ gọi lại',
  windowHint: 'Theo giờ Việt Nam',
  note: 'Ghi chú (không bắt buộc)',
  notePlaceholder: 'Ví dụ: cần hỗ trợ về rút tiền',
  noteCount: (length: number, max: number) => `${length}/${max} ký tự`,
  submit: 'Gửi yêu cầu gọi lại',
  failed: 'Không gửi được yêu cầu. Vui lòng kiểm tra kết nối mạng và thử lại.',
  loading: 'Đang tải yêu cầu gọi lại…',
  /** The request once sent. */
  requestTitle: 'Yêu cầu gọi lại của bạn',
  requestLabel: 'Yêu cầu gọi lại',
  statusLabel: 'Trạng thái',
  phoneLabel: 'Số điện thoại',
  windowLabel: 'Khung giờ',
  sentAtLabel: 'Gửi lúc',
  closedAtLabel: 'Cập nhật lúc',
  explain: {
    waiting: 'Nhân viên CSKH sẽ gọi cho bạn trong khung giờ đã chọn. Bạn không cần gửi lại yêu cầu.',
    claimed: 'Nhân viên CSKH đang liên hệ với bạn, vui lòng để ý điện thoại.',
    done: 'Cảm ơn bạn đã liên hệ với CSKH.',
    unreachable: 'Chúng tôi đã gọi nhưng chưa liên lạc được với bạn. Bạn có thể gửi yêu cầu mới.',
  },
  askAgain: 'Gửi yêu cầu gọi lại mới',
} as const;

export const messengerQrText = {
  title: 'Nhắn tin qua ứng dụng',
  lead: 'Quét mã bằng camera điện thoại hoặc ứng dụng Zalo, Telegram để nhắn tin với CSKH.',
  qrLabel: (app: string) => `Mã QR ${app} của CSKH`,
  open: (app: string) => `Mở ${app}`,
} as const;
