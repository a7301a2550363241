/** What the baccarat tables say to the member on the game page. */
export const BACCARAT_MESSAGES = {
  notATable: 'Phiên chơi này không dành cho bàn baccarat',
  betsClosed: 'Đã hết thời gian đặt cược cho ván này, vui lòng đặt ở ván sau',
  roundUnknown: 'Ván cược không hợp lệ.',
  belowMin: (name: string, min: string) => `Mức cược tối thiểu cửa ${name} là ${min} VND.`,
  aboveMax: (name: string, max: string) => `Tổng cược cửa ${name} trong một ván tối đa là ${max} VND.`,
  shoeUnknown: 'Không tìm thấy shoe này.',
} as const;
