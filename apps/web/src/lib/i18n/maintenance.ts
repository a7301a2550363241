/**
 * Maintenance (issue 10; glossary: "Bảo trì"): the page shown while the whole site is closed, the
 * notice of a closed area (Nạp tiền, Rút tiền, a game provider) and the banner of a scheduled window.
 */
export const maintenanceText = {
  pageTitle: 'Hệ thống đang bảo trì',
  pageLead: 'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Trang sẽ tự mở lại khi bảo trì kết thúc, bạn không cần tải lại.',
  operatorMessage: 'Thông báo',
  endsAt: 'Dự kiến hoàn tất lúc',
  timeLeft: 'Thời gian còn lại',
  /** The countdown's accessible name, read in words. */
  timerLabel: (hours: number, minutes: number, seconds: number) => `Còn ${hours} giờ ${minutes} phút ${seconds} giây`,
  finishing: 'Đang hoàn tất, trang sẽ mở lại trong giây lát…',
  /** What stays open for a member (the server keeps these calls open during maintenance). */
  stillOpenTitle: 'Trong lúc bảo trì, bạn vẫn có thể',
  stillOpen: {
    account: 'Xem số dư tài khoản',
    transfer: 'Thu hồi tiền từ các ví trò chơi',
    settings: 'Đặt giới hạn hoặc tự loại trừ',
    login: 'Đăng nhập để xem số dư',
  },
  supportTitle: 'Cần hỗ trợ?',
  supportLead: 'Đội ngũ CSKH vẫn làm việc trong thời gian bảo trì.',
  liveChat: 'Trò chuyện trực tuyến',
  /** What each area is called in the notice and the banner. */
  areaNames: { DEPOSITS: 'Nạp tiền', WITHDRAWALS: 'Rút tiền' },
  /** "Nạp tiền đang bảo trì đến 26-11 23:30". */
  areaClosed: (name: string, until: string) => `${name} đang bảo trì đến ${until}`,
  areaHint: 'Tính năng sẽ tự mở lại khi bảo trì kết thúc.',
  backHome: 'Về trang chủ',
  /** "Bảo trì hệ thống từ 27-11 02:00 đến 27-11 04:00: …". */
  bannerSite: (from: string, to: string) => `Bảo trì hệ thống từ ${from} đến ${to}`,
  bannerArea: (name: string, from: string, to: string) => `Bảo trì ${name} từ ${from} đến ${to}`,
  bannerLabel: 'Lịch bảo trì',
  /** On the pages that stay open during whole-site maintenance. */
  bannerActive: (to: string) => `Hệ thống đang bảo trì đến ${to}`,
  dismiss: 'Ẩn thông báo bảo trì',
} as const;
