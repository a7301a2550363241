/** What a member reads when registration, login or a session is refused (D3: Vietnamese). */
export const AUTH_MESSAGES = {
  wrongApp: 'Ứng dụng không hợp lệ',
  captcha: 'Mã xác minh không hợp lệ hoặc đã hết hạn, vui lòng xác minh lại',
  badLogin: 'Tên đăng nhập hoặc mật khẩu không đúng',
  locked: 'Tài khoản đang bị khóa, vui lòng liên hệ CSKH',
  badData: 'Dữ liệu đăng nhập không hợp lệ',
  usernameTaken: 'Tên đăng nhập đã được sử dụng',
  nicknameTaken: 'Biệt danh đã được sử dụng',
  phoneTaken: 'Số điện thoại đã được sử dụng',
  /** The member behind a valid token is gone. */
  unknownMember: 'Tài khoản không tồn tại, vui lòng đăng nhập lại',
} as const;

/** Every refused refresh reads the same: the client ends the session whatever the cause. */
export const REFRESH_REFUSED = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

/** What a member whose session was ended elsewhere (logout, exclusion, lock, reuse) reads. */
export const SESSION_ENDED = 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại';
