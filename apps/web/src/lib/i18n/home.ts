/** The lobby, its banners and games, the footer and its text pages. */
export const home = {
  bannersLabel: 'Khuyến mãi nổi bật',
  bannerStrip: 'Các khuyến mãi, vuốt hoặc dùng phím mũi tên để xem',
  bannerSlide: (n: number, total: number) => `Khuyến mãi ${n} trên ${total}`,
  showSlide: (n: number) => `Xem khuyến mãi ${n}`,
  notice: 'Thông báo',
  noticeOpen: 'Xem tất cả thông báo',
  notices: [
    'Chào mừng bạn đến với trang chủ mới: nhanh hơn, rõ ràng hơn trên mọi thiết bị.',
    'Thưởng nạp đầu dành cho thành viên mới, xem chi tiết tại mục Khuyến mãi.',
    'Hệ thống bảo trì định kỳ lúc 02:00–03:00 sáng thứ Hai hằng tuần.',
    'Chơi có trách nhiệm: đặt giới hạn nạp tiền trong mục Cài đặt.',
  ],
  categoriesHeading: 'Trò chơi',
  providersHeading: (category: string) => `Sảnh ${category}`,
  hotHeading: 'Sảnh nổi bật',
  loginToPlay: (game: string) => `Đăng nhập để chơi ${game}.`,
  whyUs: 'Vì sao chọn chúng tôi',
  features: [
    { title: 'Nạp rút nhanh', text: 'Giao dịch được xử lý liên tục 24/7.' },
    { title: 'Bảo mật', text: 'Dữ liệu được mã hoá, tài khoản được bảo vệ.' },
    { title: 'CSKH 24/7', text: 'Luôn có người hỗ trợ bạn, mọi lúc.' },
  ],
} as const;

export const banners = [
  { title: 'Thưởng nạp đầu', highlight: '100%', text: 'Nhân đôi lần nạp đầu tiên cho thành viên mới' },
  { title: 'Hoàn trả mỗi ngày', highlight: '1.2%', text: 'Hoàn trả không giới hạn trên mọi sảnh trò chơi' },
  { title: 'Thưởng tuần', highlight: 'VIP', text: 'Lên cấp độ thành viên, nhận thưởng tuần lớn hơn' },
] as const;

/** The lobby as the shell and the home screens show it; the category pages' words are lobby.ts. */
export const games = {
  enterHall: 'Vào sảnh',
  seeAll: 'Xem tất cả',
  seeAllOf: (category: string) => `Xem tất cả trò chơi ${category}`,
  moreGames: (n: number) => `+${n} trò chơi`,
  maintenance: 'Bảo trì',
  /** The dialog's title when a game under maintenance is opened. */
  maintenanceOf: (game: string) => `${game}: Bảo trì`,
  noGames: 'Không có trò chơi',
  noGamesHint: (category: string) => `Sảnh ${category} đang được chuẩn bị, vui lòng quay lại sau.`,
  loading: 'Đang tải trò chơi…',
  loadFailed: 'Không tải được danh sách trò chơi.',
} as const;

export const footer = {
  ageBadge: '18+',
  ageNotice: 'Chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm và biết điểm dừng.',
  paymentMethods: 'Phương thức thanh toán',
  support: 'Chăm sóc khách hàng',
  liveChat: 'Trò chuyện trực tuyến',
  callback: 'Gọi lại cho tôi',
  phone: 'Điện thoại',
  email: 'Email',
  messengers: 'Ứng dụng nhắn tin',
  copyright: (name: string, year: number) => `© ${year} ${name}. Bảo lưu mọi quyền.`,
  info: 'Thông tin',
  scanToOpen: 'Quét mã để mở trên điện thoại',
} as const;

/** The footer's "open on your phone" code and its enlarged dialog. */
export const siteQr = {
  enlarge: 'Phóng to mã QR',
  codeLabel: 'Mã QR mở trang trên điện thoại',
  dialogTitle: 'Mở trang trên điện thoại',
  dialogLead: 'Quét mã bằng camera điện thoại để mở trang:',
} as const;

export const info = {
  about: {
    title: 'Giới thiệu',
    body: [
      'Chúng tôi mang đến sân chơi giải trí trực tuyến với Thể thao, Casino trực tuyến, Xổ số, Nổ hũ, Bắn cá, Game bài và E-sports trên cùng một tài khoản.',
      'Giao diện được thiết kế cho cả điện thoại và máy tính: nhanh, rõ ràng và dễ dùng.',
    ],
  },
  help: {
    title: 'Trợ giúp',
    body: [
      'Quên mật khẩu, cần hỗ trợ nạp rút hay có câu hỏi về khuyến mãi? Hãy liên hệ CSKH qua trò chuyện trực tuyến, điện thoại hoặc email.',
      'Đội ngũ CSKH làm việc 24/7, kể cả ngày lễ.',
    ],
  },
  terms: {
    title: 'Điều khoản',
    body: [
      'Dịch vụ chỉ dành cho người từ 18 tuổi trở lên. Mỗi người chỉ được sở hữu một tài khoản.',
      'Thành viên chịu trách nhiệm bảo mật tên đăng nhập và mật khẩu của mình. Nội dung điều khoản đầy đủ sẽ sớm được cập nhật.',
    ],
  },
  responsible: {
    title: 'Chơi có trách nhiệm',
    body: [
      'Trò chơi là để giải trí. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất, và biết dừng lại đúng lúc.',
      'Bạn có thể đặt giới hạn nạp tiền, nhắc nhở thời gian chơi, tạm khoá hoặc tự loại trừ tài khoản. Nếu cần giúp đỡ, hãy liên hệ CSKH bất cứ lúc nào.',
    ],
  },
} as const;
