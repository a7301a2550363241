/**
 * Deposit channels (D7). The server decides which are open and their limits (configuration); these are
 * the codes both sides share and the names members read.
 */
export const DEPOSIT_CHANNELS = ['ONLINE_BANKING', 'BANK_TRANSFER', 'VIETQR', 'MOMO', 'ZALOPAY', 'VIETTELPAY', 'TOKEN'] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

export const DEPOSIT_CHANNEL_NAMES: Readonly<Record<DepositChannel, string>> = {
  ONLINE_BANKING: 'Ngân hàng trực tuyến',
  BANK_TRANSFER: 'Chuyển khoản ATM',
  VIETQR: 'Quét mã VietQR',
  MOMO: 'Ví MoMo',
  ZALOPAY: 'Ví ZaloPay',
  VIETTELPAY: 'Ví ViettelPay',
  TOKEN: 'Tiền mã hóa (USDT)',
};

/** The e-wallet channels: each shows its own QR and that wallet's own scan steps. */
export const E_WALLET_CHANNELS = ['MOMO', 'ZALOPAY', 'VIETTELPAY'] as const satisfies readonly DepositChannel[];
export type EWalletChannel = (typeof E_WALLET_CHANNELS)[number];

export const E_WALLET_SCAN_STEPS: Readonly<Record<EWalletChannel, readonly string[]>> = {
  MOMO: [
    'Mở ứng dụng MoMo, chọn "Quét mã" ở giữa màn hình chính.',
    'Quét mã QR bên dưới; số tiền và nội dung đã được điền sẵn.',
    'Kiểm tra tên người nhận, bấm "Xác nhận" rồi nhập mật khẩu MoMo.',
  ],
  ZALOPAY: [
    'Mở ứng dụng ZaloPay, chọn biểu tượng "Quét QR" ở góc trên.',
    'Quét mã QR bên dưới; giữ nguyên số tiền và lời nhắn.',
    'Bấm "Thanh toán" và xác thực bằng mã PIN hoặc sinh trắc học.',
  ],
  VIETTELPAY: [
    'Mở ứng dụng Viettel Money (ViettelPay), chọn "Quét QR".',
    'Quét mã QR bên dưới; không sửa số tiền và nội dung.',
    'Bấm "Chuyển tiền" và nhập mã OTP gửi về số điện thoại của bạn.',
  ],
};

export function isEWalletChannel(channel: DepositChannel): channel is EWalletChannel {
  return (E_WALLET_CHANNELS as readonly string[]).includes(channel);
}

/** The deposit memo a member must write, unique per deposit: brand prefix + 8 characters from an unambiguous alphabet. */
export const DEPOSIT_MEMO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DEPOSIT_MEMO_PATTERN = /^[A-Z0-9]{4,25}$/;
