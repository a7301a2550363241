/** What a member reads when the ledger refuses a movement (D3: Vietnamese). */
export const LEDGER_MESSAGES = {
  insufficientBalance: 'Số dư không đủ để thực hiện giao dịch',
  idempotencyConflict: 'Mã giao dịch đã được dùng cho một yêu cầu khác',
  busy: 'Hệ thống đang bận, vui lòng thử lại sau',
  invalidAmount: 'Số tiền không hợp lệ',
} as const;
