/** What any caller reads when a request is refused before a module sees it (D3: Vietnamese). */
export const HTTP_MESSAGES = {
  badSession: 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại',
  sessionExpired: 'Phiên đăng nhập đã hết hạn',
  invalidJson: 'Dữ liệu gửi lên không phải JSON hợp lệ',
  tooLarge: 'Dữ liệu gửi lên quá lớn',
  notJson: 'Định dạng dữ liệu không được hỗ trợ, vui lòng gửi JSON',
  invalidUtf8: 'Dữ liệu gửi lên không phải văn bản UTF-8 hợp lệ',
  unstorableText: 'Dữ liệu gửi lên chứa ký tự không hợp lệ',
  invalidData: 'Dữ liệu không hợp lệ',
  badRequest: 'Yêu cầu không hợp lệ',
  busy: 'Hệ thống đang bận, vui lòng thử lại sau',
  notFound: 'Không tìm thấy',
  signatureMissing: 'Thiếu chữ ký yêu cầu',
  signatureInvalid: 'Chữ ký yêu cầu không hợp lệ',
  deviceClockOff: 'Thời gian thiết bị không khớp, vui lòng thử lại',
  replayed: 'Yêu cầu đã được gửi trước đó, vui lòng thử lại',
} as const;

/** "15 phút" / "40 giây": a wait in words a member reads. */
export function retryWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
}
