/** What the games module says to members and operators. */
export const GAMES_MESSAGES = {
  gameNotFound: 'Trò chơi không tồn tại',
  providerNotFound: 'Nhà cung cấp không tồn tại',
  tooManyFavourites: 'Danh sách yêu thích đã đầy, hãy bỏ bớt trò chơi trước khi thêm',
  reorderMismatch: 'Danh sách sắp xếp phải gồm đúng mọi trò chơi của danh mục, mỗi trò chơi một lần',
  alertNotFound: 'Không tìm thấy cảnh báo đối soát',
  alertAlreadyResolved: 'Cảnh báo này đã được đánh dấu xử lý',
} as const;

/** Transfers into and out of game accounts, launch and play. */
export const PLAY_MESSAGES = {
  transferPending:
    'Nhà cung cấp trò chơi chưa xác nhận giao dịch. Hệ thống đang đối soát: số tiền sẽ vào ví trò chơi hoặc trở về TK Chính trong ít phút',
  providerRefusedIn: 'Nhà cung cấp trò chơi từ chối nhận tiền, số tiền đã được hoàn về TK Chính',
  providerRefusedOut: 'Số dư trong ví trò chơi không đủ hoặc nhà cung cấp từ chối, chưa có tiền nào được chuyển',
  providerUnavailable: 'Nhà cung cấp trò chơi đang không phản hồi, vui lòng thử lại sau',
  secondLegRefused: 'Tiền đã về TK Chính nhưng nhà cung cấp đích từ chối nhận, vui lòng chuyển lại từ TK Chính',
  gameNotLive: 'Trò chơi hiện không mở',
  gameNotPlayable: 'Trò chơi này chưa mở chơi trên hệ thống',
  launchTokenInvalid: 'Lượt mở trò chơi không hợp lệ hoặc đã hết hạn',
  badCursor: 'Vị trí trang không hợp lệ',
  dateOrder: 'Ngày bắt đầu không được sau ngày kết thúc',
  roundNotFound: 'Không tìm thấy ván chơi',
  badSignature: 'Chữ ký không hợp lệ',
  badPlayer: 'Mã người chơi không hợp lệ',
} as const;
