/** The words of the frame every page shares: the shell, dialogs, navigation. */
export const app = {
  loading: 'Loading...',
  skipToContent: 'Bỏ qua đến nội dung chính',
  homeLink: 'Về trang chủ',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundText: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  retry: 'Thử lại',
} as const;

export const dialog = {
  title: 'Tin nhắn',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  close: 'Đóng',
} as const;

export const nav = {
  home: 'Trang chủ',
  promotions: 'Khuyến mãi',
  deposit: 'Nạp tiền',
  support: 'CSKH',
  supportLong: 'Chăm sóc khách hàng',
  account: 'Tài khoản',
  back: 'Quay lại',
  mainNav: 'Điều hướng chính',
  tabBar: 'Thanh điều hướng',
  categoryMenu: 'Danh mục trò chơi',
  casinoShort: 'Casino',
} as const;

export const comingSoon = {
  title: 'Sắp ra mắt',
  deposit: 'Tính năng Nạp tiền đang được hoàn thiện và sẽ sớm ra mắt. Cảm ơn bạn đã kiên nhẫn chờ đợi.',
  promotions: 'Thể lệ chi tiết của từng chương trình sẽ sớm được cập nhật tại đây.',
  withdraw: 'Tính năng Rút tiền đang được hoàn thiện và sẽ sớm ra mắt.',
} as const;

export const support = {
  title: 'Chăm sóc khách hàng',
  lead: 'Đội ngũ CSKH luôn sẵn sàng hỗ trợ bạn 24/7.',
  /** The buttons that open the live chat panel (the panel's own words: lib/i18n/chat.ts). */
  liveChat: 'Trò chuyện trực tuyến',
  liveChatUnread: (count: number) => `${count} tin nhắn mới`,
  liveChatLoading: 'Đang mở khung trò chuyện…',
} as const;

export const success = {
  popupLabel: 'Thông báo thành công',
} as const;
