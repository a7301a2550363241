/** What an operator reads when the console's API refuses something (D3: Vietnamese). */
export const OPERATOR_MESSAGES = {
  badLogin: 'Tên đăng nhập hoặc mật khẩu không đúng',
  disabled: 'Tài khoản quản trị đã bị khóa, vui lòng liên hệ quản trị viên',
  sessionExpired: 'Phiên quản trị đã hết hạn, vui lòng đăng nhập lại',
  badSession: 'Phiên quản trị không hợp lệ, vui lòng đăng nhập lại',
  sessionEnded: 'Phiên quản trị đã kết thúc, vui lòng đăng nhập lại',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  memberNotFound: 'Không tìm thấy thành viên',
  invalidWallet: 'Tài khoản không hợp lệ',
  alreadyLocked: 'Tài khoản thành viên này đã bị khóa trước đó',
  alreadyActive: 'Tài khoản thành viên này đang hoạt động, không cần mở khóa',
  badOtp: 'Mã xác thực không đúng hoặc đã được dùng',
  noPendingTwoFactor: 'Hãy bắt đầu thiết lập xác thực hai bước trước khi nhập mã',
  twoFactorAlreadyOn: 'Xác thực hai bước đã được bật cho tài khoản này',
} as const;
