/** What a member reads when a transfer or a recall is refused (the same-account sentence is the domain's). */
export const WALLET_MESSAGES = {
  unknownSource: 'Tài khoản nguồn không hợp lệ',
  unknownTarget: 'Tài khoản đích không hợp lệ',
  nothingToRecall: 'Các ví trò chơi không có số dư để chuyển về TK Chính',
} as const;
