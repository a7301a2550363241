import { formatMoney } from '@app/domain';

/**
 * Playing a game (the game page), "Lịch sử cược" with the game recall, and "Kiểm tra công bằng". Only
 * those lazily loaded screens import this (lib/i18n.ts); the menus' "Lịch sử cược" is `t.member`.
 */
export const playText = {
  loading: 'Đang tải trò chơi…',
  loadFailed: 'Không tải được thông tin trò chơi.',
  noGame: 'Không có trò chơi',
  noGameHint: 'Trò chơi này không còn trong sảnh hoặc đã được đổi tên.',
  maintenance: 'Bảo trì',
  maintenanceHint: 'Trò chơi đang bảo trì, vui lòng quay lại sau.',
  backToHall: (category: string) => `Quay lại sảnh ${category}`,
  backToHome: 'Về trang chủ',
  back: 'Quay lại',
  provider: (name: string) => `Nhà cung cấp ${name}`,
  gameWallet: (name: string) => `Ví ${name}`,

  // The launch dialog
  balancesLoading: 'Đang tải số dư…',
  short: (wallet: string, smallest: number) =>
    `${wallet} chưa đủ để chơi: mức cược nhỏ nhất là ${formatMoney(smallest)} VND. Chuyển tiền từ TK Chính để bắt đầu.`,
  mainShort: 'TK Chính không đủ tiền để chuyển. Vui lòng nạp tiền.',
  topUp: 'Chuyển thêm từ TK Chính',
  amount: 'Số tiền chuyển',
  moveInto: (wallet: string) => `Chuyển vào ${wallet}`,
  moved: 'Chuyển quỹ thành công',
  enter: 'Vào chơi',
  cancel: 'Hủy',
  deposit: 'Nạp tiền',
  badUrl: 'Nhà cung cấp trả về địa chỉ trò chơi không hợp lệ. Vui lòng thử lại.',

  // Playing
  fullscreen: 'Toàn màn hình',
  exitFullscreen: 'Thoát toàn màn hình',
  liveBalance: (wallet: string) => `Số dư ${wallet}`,

  // Leaving
  leaveTitle: 'Rời trò chơi',
  leaveText: (wallet: string, amount: number) =>
    `${wallet} đang có ${formatMoney(amount)} VND. Bạn muốn chuyển số tiền này về TK Chính?`,
  recall: 'Chuyển về TK Chính',
  stay: 'Ở lại ví trò chơi',
  recalled: (amount: number) => `Đã chuyển ${formatMoney(amount)} VND về TK Chính`,
  leftWithBalance: (wallet: string, amount: number) =>
    `${formatMoney(amount)} VND vẫn ở ${wallet}. Bạn có thể chuyển về TK Chính bất cứ lúc nào ở trang Chuyển quỹ.`,
} as const;

export const betHistoryText = {
  filters: 'Bộ lọc lịch sử cược',
  provider: 'Nhà cung cấp',
  category: 'Danh mục',
  all: 'Tất cả',
  fromDate: 'Từ ngày',
  toDate: 'Đến ngày',
  badRange: 'Từ ngày phải trước hoặc trùng Đến ngày',
  totals: 'Tổng trong khoảng đã chọn',
  rounds: 'Số ván',
  turnover: 'Tổng cược',
  wins: 'Tổng thắng',
  net: 'Thắng/Thua ròng',
  list: 'Danh sách ván cược',
  loading: 'Đang tải lịch sử cược…',
  loadFailed: 'Không tải được lịch sử cược.',
  empty: 'Chưa có ván cược nào',
  emptyHint: 'Thử chọn khoảng ngày khác hoặc bỏ bớt bộ lọc.',
  more: 'Xem thêm',
  time: 'Thời gian',
  game: 'Trò chơi',
  roundId: 'Mã ván',
  stake: 'Cược',
  win: 'Thắng',
  /** A bet whose result is not in yet (a lottery ticket before its draw). */
  pending: 'Chờ kết quả',
  /** Read before a row's visible text by assistive technology: "Xem ván SBX-1a2b… của Kho Báu Rồng". */
  openRound: 'Xem ván',
  ofGame: (game: string) => `của ${game}`,
} as const;

export const recallText = {
  title: (game: string) => `Chi tiết ván · ${game}`,
  loading: 'Đang tải chi tiết ván…',
  loadFailed: 'Không tải được chi tiết ván.',
  close: 'Đóng',
  roundId: 'Mã ván',
  time: 'Thời gian',
  provider: 'Nhà cung cấp',
  stake: 'Mức cược',
  win: 'Tiền thắng',
  net: 'Thắng/Thua',
  balanceBefore: 'Số dư trước ván',
  balanceAfter: 'Số dư sau ván',
  unknownDetail: 'Không có dữ liệu chi tiết để hiển thị cho trò chơi này.',
  // Slots
  screen: 'Màn hình kết quả (3 hàng × 5 cuộn)',
  reel: (n: number) => `Cuộn ${n}`,
  row: (n: number) => `Hàng ${n}`,
  lineWins: 'Dòng thắng',
  noLineWin: 'Không có dòng thắng',
  lineWin: (line: number, symbol: string, count: number) => `Dòng ${line}: ${symbol} ×${count}`,
  scatterWin: (symbol: string, count: number) => `${symbol} ×${count}`,
  freeSpins: (count: number, multiplier: number) => `${count} lượt quay miễn phí (tiền thưởng ×${multiplier})`,
  freeSpinOf: (index: number) => `Quay miễn phí ${index}`,
  totalWin: 'Tổng thắng của ván',
  // Fishing
  fish: 'Cá nhắm bắn',
  multiplier: (m: number) => `×${m}`,
  captured: 'Bắt được',
  missed: 'Trượt',
  // Tài xỉu
  bet: 'Cửa cược',
  dice: 'Xúc xắc',
  diceValues: (dice: readonly number[]) => dice.join(' – '),
  total: 'Tổng điểm',
  triple: 'Bộ ba',
  won: 'Thắng',
  lost: 'Thua',
  // Lottery
  draw: 'Kỳ quay',
  betType: 'Loại cược',
  points: (n: number) => `${n.toLocaleString('en-US')} điểm`,
  numbers: 'Số chọn',
  hits: (n: number) => (n > 0 ? `về ${n} nháy` : 'không về'),
  awaitingDraw: 'Chờ quay thưởng',
  prizes: (drawId: string) => `Kết quả kỳ ${drawId}`,
  deAndBaCang: (de: string, baCang: string) => `Đề: ${de} · 3 càng: ${baCang}`,
  drawMatchesSeed: 'Kết quả kỳ quay khớp với hạt giống máy chủ đã tiết lộ (tính lại trên trình duyệt này).',
  drawDiffersFromSeed: 'Kết quả kỳ quay KHÔNG khớp với hạt giống máy chủ đã tiết lộ.',
  // Fairness
  fairness: 'Dữ liệu công bằng',
  serverSeedHash: 'Mã băm hạt giống máy chủ (SHA-256)',
  clientSeed: 'Hạt giống của bạn (client seed)',
  nonce: 'Nonce',
  fairnessHelp:
    'Hạt giống máy chủ được giữ kín khi bạn chơi; chỉ mã băm SHA-256 của nó được công bố trước. Sau khi bạn bấm “Đổi seed” trong trò chơi, hạt giống cũ được tiết lộ: dán nó vào trang Kiểm tra công bằng để tính lại ván này và đối chiếu với mã băm.',
  check: 'Kiểm tra công bằng',
} as const;

export const fairnessText = {
  title: 'Kiểm tra công bằng',
  lead:
    'Mỗi ván được quyết định bởi HMAC-SHA256 với khóa là hạt giống máy chủ và thông điệp “client seed:nonce”. Khi hạt giống máy chủ đã được tiết lộ (sau khi “Đổi seed” trong trò chơi), bạn có thể tự tính lại kết quả ngay trên trình duyệt này.',
  form: 'Dữ liệu của ván',
  game: 'Trò chơi',
  stake: 'Mức cược',
  fish: 'Loại cá',
  bet: 'Cửa cược',
  serverSeed: 'Hạt giống máy chủ (đã tiết lộ)',
  serverSeedHint: '64 ký tự 0–9, a–f',
  serverSeedHash: 'Mã băm đã công bố (SHA-256)',
  clientSeed: 'Hạt giống của bạn (client seed)',
  nonce: 'Nonce',
  recordedWin: (amount: number) => `Tiền thắng đã ghi nhận: ${formatMoney(amount)}`,
  submit: 'Kiểm tra',
  result: 'Kết quả kiểm tra',
  hashOf: 'SHA-256 của hạt giống đã dán',
  matches: 'Khớp',
  mismatch: 'Không khớp',
  matchesText: 'SHA-256 của hạt giống máy chủ đúng bằng mã băm đã công bố trước ván.',
  mismatchText: 'SHA-256 của hạt giống máy chủ khác mã băm đã công bố: hạt giống này không phải hạt giống của ván.',
  noHash: 'Chưa nhập mã băm đã công bố, nên chưa đối chiếu được hạt giống.',
  outcome: 'Kết quả tính lại',
  winOf: (amount: number) => `Tiền thắng tính lại: ${formatMoney(amount)}`,
  sameWin: 'Khớp với tiền thắng đã ghi nhận.',
  otherWin: 'Không khớp với tiền thắng đã ghi nhận.',
  badSeed: 'Hạt giống máy chủ phải gồm đúng 64 ký tự 0–9, a–f.',
  badNonce: 'Nonce phải là số nguyên không âm.',
  chooseGame: 'Vui lòng chọn trò chơi',
  chooseFish: 'Vui lòng chọn loại cá',
  chooseBet: 'Vui lòng chọn cửa cược',
} as const;
