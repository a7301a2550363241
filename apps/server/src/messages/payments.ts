
/** What a member reads when a deposit, a withdrawal or a bank card is refused (D3: Vietnamese sentences). */
export const PAYMENT_MESSAGES = {
  channelClosed: 'Phương thức nạp tiền này đang tạm đóng',
  bankRequired: 'Vui lòng chọn ngân hàng để thanh toán trực tuyến',
  bankNotAllowed: 'Chỉ chọn ngân hàng khi nạp bằng ngân hàng trực tuyến',
  unknownBank: 'Ngân hàng không hợp lệ',
  notFound: 'Không tìm thấy giao dịch',
  badEnvelope: 'Dữ liệu mã hóa không hợp lệ, vui lòng thử lại',
  cardExists: 'Thẻ này đã được liên kết',
  invalidCard: 'Thẻ ngân hàng không hợp lệ',
  badCursor: 'Vị trí trang không hợp lệ',
  dateOrder: 'Ngày bắt đầu không được sau ngày kết thúc',
  badGatewaySignature: 'Chữ ký của cổng thanh toán không hợp lệ',
  gatewayMismatch: 'Kết quả thanh toán không khớp với giao dịch',
} as const;

export const tooManyOpenDeposits = (max: number) =>
  `Bạn đang có ${max} lệnh nạp tiền chờ xử lý, vui lòng hoàn tất hoặc chờ kết quả trước khi tạo lệnh mới`;
export const tooManyCards = (max: number) => `Bạn chỉ được liên kết tối đa ${max} thẻ ngân hàng`;

/** 'Số tiền nạp tối thiểu là 50,000 VND': the limit with commas (D8), so the member knows what to type. */

/** A payment request's life cycle (payments/requests/lifecycle.ts). */
export const LIFECYCLE_MESSAGES = {
  notFound: 'Không tìm thấy giao dịch',
  reasonRequired: 'Vui lòng nhập lý do',
} as const;

/** The reason an abandoned deposit is closed with (requests/expiry.ts). */
export const DEPOSIT_EXPIRY_REASON = 'Quá hạn thanh toán';

/** The reason recorded when the gateway reports a failed payment without one of its own. */
export const GATEWAY_FAILED_REASON = 'Ngân hàng báo thanh toán thất bại';

/** A status step the life cycle does not allow, in the labels the member and the operator read. */
export const transitionRefused = (from: string, to: string) => `Không thể chuyển giao dịch từ "${from}" sang "${to}"`;
