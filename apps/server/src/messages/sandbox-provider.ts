/** What the sandbox game provider says: to the platform (server to server) and to the member on its game page. */
export const SANDBOX_PROVIDER_MESSAGES = {
  signatureMissing: 'Thiếu chữ ký của nhà cung cấp',
  signatureInvalid: 'Chữ ký của nhà cung cấp không hợp lệ hoặc đã quá hạn',
  unknownEngine: 'Nhà cung cấp không có trò chơi này',
  unavailable: 'Nhà cung cấp tạm thời không xử lý được yêu cầu, vui lòng thử lại',
  launchInvalid: 'Lượt mở trò chơi không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng mở lại trò chơi từ sảnh.',
  sessionInvalid: 'Phiên chơi không hợp lệ hoặc đã hết hạn. Vui lòng mở lại trò chơi từ sảnh.',
  wrongGame: 'Phiên chơi này không dành cho trò chơi đó',
  platformUnreachable: 'Không kết nối được với nhà cái, vui lòng thử lại sau giây lát',
  betNotAllowed: 'Tài khoản của bạn hiện không được phép đặt cược',
  insufficientBalance: 'Số dư không đủ',
  spinTooSoon: 'Vòng quay trước chưa kết thúc',
  stakeNotAmount: 'Mức cược phải là một số tiền nguyên dương (VND).',
  fishUnknown: 'Mục tiêu bắn không hợp lệ.',
  betUnknown: 'Cửa cược không hợp lệ.',
  betNotOffered: (names: string[]) => `Cửa cược phải là một trong: ${names.join(', ')}.`,
} as const;
