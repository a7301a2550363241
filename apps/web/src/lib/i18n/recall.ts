import { formatMoney } from '@app/domain';

/**
 * The game recall's words for the live tables (Baccarat, Xóc Đĩa) and sports bets. Only the bet
 * history's recall imports this, so it travels in that lazily loaded chunk, not with the game page
 * (which shares lib/i18n/play.ts).
 */
/** The recall of a live-table round (Baccarat, Xóc Đĩa): the table, the cards or coins, each cửa bet. */
export const tableRecallText = {
  table: 'Bàn',
  round: 'Ván',
  roundNo: (no: number) => `Ván #${no}`,
  awaiting: 'Chờ kết quả',
  betsCaption: 'Các cửa đã cược',
  betKind: 'Cửa cược',
  amount: 'Tiền cược',
  paid: 'Tiền trả',
  refunded: 'hoàn tiền',
  // Baccarat
  player: 'Con (Player)',
  banker: 'Cái (Banker)',
  cardsOf: (side: string) => `Bài của ${side}`,
  points: (total: number) => `${total} điểm`,
  cardName: (rank: string, suit: 'spades' | 'hearts' | 'diamonds' | 'clubs') => `${rank} ${{ spades: 'bích', hearts: 'cơ', diamonds: 'rô', clubs: 'chuồn' }[suit]}`,
  outcome: 'Kết quả',
  winner: { player: 'Con thắng', banker: 'Cái thắng', tie: 'Hòa' },
  natural: 'bài tự nhiên',
  pairs: 'Đôi',
  playerPair: 'Con đôi',
  bankerPair: 'Cái đôi',
  noPair: 'Không có đôi',
  // Xóc đĩa
  coins: 'Bốn đồng xu',
  coin: { red: 'Đỏ', white: 'Trắng' },
  redCount: (n: number) => `${n} đỏ`,
  parityName: { chan: 'Chẵn', le: 'Lẻ' },
  // Fairness: the commitment only; the seed is revealed in the game once its shoe or series is over.
  shoeId: 'Mã shoe (client seed)',
  shoePosition: 'Vị trí trong shoe',
  fromCard: (position: number) => `Từ lá thứ ${position + 1} (nonce 0)`,
  seriesId: 'Mã chuỗi ván (client seed)',
  seriesPosition: 'Thứ tự ván trong chuỗi (nonce)',
  seriesRound: (position: number) => `${position} (ván đầu là 0)`,
  baccaratFairHelp:
    'Mỗi shoe được xáo từ một hạt giống máy chủ; mã băm SHA-256 của hạt giống được công bố khi shoe bắt đầu, trước khi bạn đặt cược. Hạt giống chỉ được công bố khi shoe kết thúc, trong bàn chơi: khi đó vào bàn và bấm “Kiểm tra” ở phần “Công bằng” để đối chiếu hạt giống với mã băm và chia lại từng ván của shoe, kể cả ván này.',
  xocDiaFairHelp:
    'Mỗi chuỗi 30 ván dùng một hạt giống máy chủ; mã băm SHA-256 của hạt giống được công bố trước ván đầu tiên của chuỗi, trước khi bạn đặt cược. Hạt giống chỉ được công bố khi chuỗi kết thúc, trong bàn chơi: khi đó vào bàn và bấm “Kiểm tra công bằng” để đối chiếu hạt giống với mã băm và tính lại từng ván của chuỗi, kể cả ván này.',
  openTable: (table: string) => `Vào bàn ${table}`,
} as const;

/** The recall of a sports bet: the slip as placed, each leg's outcome, the stake and the return. */
export const sportsbookRecallText = {
  single: 'Cược đơn',
  accumulator: (legs: number) => `Xiên ${legs}`,
  legs: 'Các kèo trong phiếu',
  legOf: (index: number, count: number) => `Kèo ${index} / ${count}`,
  match: (home: string, away: string) => `${home} vs ${away}`,
  market: 'Kèo',
  pick: 'Cửa chọn',
  price: 'Tỷ lệ',
  outcome: 'Kết quả',
  score: 'Tỷ số',
  marketNames: { handicap: 'Kèo châu Á', 'over-under': 'Tài/Xỉu', '1x2': '1X2' },
  periodNames: { 'full-time': 'Cả trận', 'first-half': 'Hiệp 1' },
  over: 'Tài',
  under: 'Xỉu',
  draw: 'Hòa',
  outcomes: { win: 'Thắng', 'half-win': 'Thắng nửa', push: 'Hòa', 'half-loss': 'Thua nửa', loss: 'Thua', void: 'Hủy' },
  awaiting: 'Chờ kết quả',
  stake: 'Tiền cược',
  risk: 'Tiền bị trừ',
  paid: 'Tiền trả',
  format: 'Kiểu tỷ lệ',
  status: 'Trạng thái',
  statuses: { open: 'Đang chờ', void: 'Đã hủy', won: 'Thắng', refunded: 'Hoàn tiền', partLost: 'Thua một phần', lost: 'Thua' },
  reason: (reason: string) => `Lý do: ${reason}`,
  corrected: 'Kết quả đã được điều chỉnh.',
  correctedAt: (at: string, before: number, now: number) =>
    before === now
      ? `Kết quả đã được điều chỉnh lúc ${at}: tiền trả không đổi (${formatMoney(now)})`
      : `Kết quả đã được điều chỉnh lúc ${at}: tiền trả trước đó ${formatMoney(before)} → nay ${formatMoney(now)}`,
  fairness: 'Căn cứ kết quả',
  fairnessNote: 'Cược thể thao không dùng hạt giống ngẫu nhiên: mỗi kèo được tính theo tỷ số chính thức của trận đấu, ghi ở từng kèo phía trên.',
} as const;
