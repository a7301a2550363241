/** Balances, transfers and every amount field; the payment methods' names. */
export const wallet = {
  balance: 'Số dư',
  totalBalance: 'Tổng số dư',
  mainAccount: 'TK Chính',
  refreshBalance: 'Làm mới số dư',
  refreshing: 'Đang cập nhật số dư',
  deposit: 'Nạp tiền',
  withdraw: 'Rút tiền',
  transfer: 'Chuyển quỹ',
  currency: 'VND',
  accountsLabel: 'Số dư các tài khoản',
  accountsLoading: 'Đang tải số dư…',
  accountsFailed: 'Không tải được số dư. Vui lòng thử lại.',
  refreshAccounts: 'Làm mới số dư các tài khoản',
  transferFrom: 'Từ',
  transferTo: 'Đến',
  chooseAccount: 'Chọn tài khoản',
  amount: 'Số tiền',
  recallAll: 'Thu hồi tất cả',
  recallAllHint: 'Chuyển toàn bộ số dư các tài khoản trò chơi về TK Chính.',
  transferSuccess: 'Chuyển quỹ thành công',
  recallSuccess: 'Thu hồi thành công',
  chooseTarget: 'Vui lòng chọn tài khoản đến',
  nothingToRecall: 'Không có số dư nào để thu hồi',
} as const;

/**
 * Every amount field (deposit, withdrawal, transfer, deposit limits). The limit sentences themselves
 * ('Số tiền nạp tối thiểu là …') are the domain's (amountBelowMinimum), shared with the server.
 */
export const amount = {
  placeholder: 'Nhập số tiền',
  quickAmounts: 'Chọn nhanh số tiền',
  all: 'Tất cả',
  limits: (min: string, max: string) => `Tối thiểu ${min}, tối đa ${max} VND`,
  /** Per field: nothing readable typed, and (where money leaves an account) more than it holds. */
  deposit: { invalid: 'Vui lòng nhập số tiền nạp' },
  withdrawal: { invalid: 'Vui lòng nhập số tiền hợp lệ', notEnough: 'Số dư TK Chính không đủ' },
  transfer: { invalid: 'Vui lòng nhập số tiền hợp lệ', notEnough: 'Số dư tài khoản nguồn không đủ' },
} as const;

export const payments = {
  bank: 'Ngân hàng trực tuyến',
  atm: 'ATM',
  qr: 'Mã QR',
  momo: 'MoMo',
  zalo: 'ZaloPay',
  viettel: 'ViettelPay',
  token: 'USDT',
} as const;
