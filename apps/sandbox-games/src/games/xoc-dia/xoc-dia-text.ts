import { formatMoney } from '@app/domain';
import { XOC_DIA_BETS, type XocDiaBet } from '@app/domain/casino';

const COIN_NAMES = { red: 'đỏ', white: 'trắng' } as const;

/** "0, 2 hoặc 4": the numbers of red coins a bet wins on, as a sentence reads them. */
function orList(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} hoặc ${numbers.at(-1)}`;
}

/** The table's sentences (the page's catalogue for xóc đĩa), Vietnamese with its diacritics. */
export const xt = {
  loading: 'Đang vào bàn…',
  round: (no: number) => `Ván #${no}`,
  phaseBetting: 'Đặt cược',
  phaseShaking: 'Đang xóc',
  phaseResult: 'Mở bát',
  secondsLeft: (s: number) => `${s} giây`,
  betsClosed: 'Đã ngừng nhận cược',
  opening: 'Đang mở bát…',
  placeYourBets: 'Mời đặt cược',
  parityBig: { chan: 'CHẴN', le: 'LẺ' },
  redCount: (reds: number) => `${reds} đỏ`,
  coinName: (coin: 'red' | 'white') => COIN_NAMES[coin],
  coinsLabel: (coins: readonly ('red' | 'white')[]) => `Bốn đồng xu: ${coins.map((c) => COIN_NAMES[c]).join(', ')}`,
  bowlCovered: 'Bát úp trên đĩa',
  bowlShaking: 'Bát đang được xóc',
  announceBetting: (no: number) => `Ván #${no}: mời đặt cược`,
  announceShaking: 'Đã ngừng nhận cược. Đang xóc đĩa.',
  chips: 'Chọn phỉnh',
  /** A chip's face: 10K, 500K, 1M. */
  chipFace: (amount: number) => (amount >= 1_000_000 ? `${amount / 1_000_000}M` : `${amount / 1_000}K`),
  /** Its name: the face as seen, then the amount in full. */
  chip: (amount: number) => `Phỉnh ${xt.chipFace(amount)}: ${formatMoney(amount)}`,
  board: 'Các cửa cược',
  /**
   * A cửa's name: what it shows, in its order, read with commas; the words screen readers need besides
   * ("đã đặt", "chờ đặt") in parentheses, so the visible text stays a part of the name as it is read.
   */
  spotLabel: (kind: XocDiaBet, placed: number, waiting: number) =>
    [
      XOC_DIA_BETS[kind].name,
      kind === 'chan' || kind === 'le' ? xt.winsWhen(XOC_DIA_BETS[kind].reds) : null,
      XOC_DIA_BETS[kind].pays,
      placed > 0 ? `${formatMoney(placed)} (đã đặt)` : null,
      waiting > 0 ? `${xt.spotPending(waiting)} (chờ đặt)` : null,
    ]
      .filter(Boolean)
      .join(', '),
  spotPending: (amount: number) => `+${formatMoney(amount)}`,
  place: 'Đặt cược',
  placing: 'Đang đặt…',
  clear: 'Hủy',
  placed: (amount: number) => `Đã đặt cược ${formatMoney(amount)}`,
  slipTotal: (amount: number) => `Chờ đặt: ${formatMoney(amount)}`,
  noSlip: 'Chọn phỉnh rồi chạm vào cửa cược',
  youWon: (amount: number) => `Bạn thắng ${formatMoney(amount)}`,
  gotBack: (amount: number) => `Nhận lại ${formatMoney(amount)}`,
  youLost: 'Không trúng thưởng ván này',
  myWin: 'Thắng ván trước',
  roads: 'Cầu',
  beadPlate: 'Bảng kết quả',
  bigRoad: 'Cầu chẵn lẻ',
  roadLegend: 'Đỏ: Chẵn, xanh: Lẻ; số trong chấm: số đồng đỏ.',
  roadCounts: (chan: number, le: number) => `Chẵn ${chan} · Lẻ ${le}`,
  beadTitle: (no: number, reds: number, parity: 'chan' | 'le') => `Ván #${no}: ${reds} đỏ, ${parity === 'chan' ? 'Chẵn' : 'Lẻ'}`,
  noResults: 'Chưa có kết quả',
  history: 'Lịch sử cược',
  noHistory: 'Chưa có cược nào',
  historyRow: (no: number) => `Ván #${no}`,
  statusOpen: 'Chờ kết quả',
  statusWon: 'Thắng',
  statusLost: 'Thua',
  fairness: 'Kiểm tra công bằng',
  series: 'Chuỗi ván đang chơi',
  seriesHash: 'Mã băm (SHA-256) của hạt giống',
  lastSeries: 'Chuỗi ván trước (đã kết thúc)',
  serverSeed: 'Hạt giống máy chủ (đã công bố)',
  verify: 'Kiểm tra công bằng',
  verifying: 'Đang kiểm tra…',
  verifyNone: 'Chưa có chuỗi ván nào kết thúc để kiểm tra.',
  verifyOk: (rounds: number) => `Khớp: hạt giống đúng mã băm đã công bố, và cả ${rounds} ván tính lại ra đúng bốn đồng xu.`,
  verifyBadHash: 'Không khớp: hạt giống không cho ra mã băm đã công bố.',
  verifyBadRounds: (rounds: readonly number[]) => `Không khớp ở ván: ${rounds.map((n) => `#${n}`).join(', ')}.`,
  verifyRounds: 'Từng ván của chuỗi',
  roundCheck: (no: number, coins: string, ok: boolean) => `Ván #${no}: ${coins} — ${ok ? 'khớp' : 'không khớp'}`,
  roundExpected: (coins: string) => `tính lại: ${coins}`,
  fairTitle: 'Công bằng (provably fair)',
  fairIntro:
    'Các ván được chia thành từng chuỗi 30 ván. Trước ván đầu tiên của chuỗi, máy chủ chọn một hạt giống bí mật và công bố mã băm SHA-256 của nó. Bốn đồng xu của mỗi ván được tính từ HMAC-SHA-256 với khóa là hạt giống và thông điệp "mã chuỗi:thứ tự ván" (ván đầu là 0); mỗi đồng là một lần rút công bằng, nửa đỏ nửa trắng. Khi chuỗi kết thúc, hạt giống được công bố: bạn kiểm tra được nó đúng mã băm đã công bố từ trước và tính lại đúng từng ván. Vì mã băm có trước khi bạn đặt cược, kết quả không thể bị đổi sau đó.',
  rulesTitle: 'Luật chơi Xóc Đĩa',
  rulesIntro: (bettingS: number, shakeS: number, resultS: number) =>
    `Bàn chơi chung: mọi người chơi cùng một ván, trên đồng hồ của máy chủ. Mỗi ván: đặt cược trong ${bettingS} giây, xóc đĩa trong ${shakeS} giây, rồi mở bát và xem kết quả trong ${resultS} giây. Dưới bát có bốn đồng xu, mỗi đồng một mặt đỏ và một mặt trắng; bạn đặt cược vào số mặt đỏ khi mở bát.`,
  rulesSpot: 'Cửa',
  rulesWins: 'Thắng khi',
  rulesPays: 'Trả thưởng',
  rulesEdge: 'Lợi thế nhà cái',
  rulesLimits: 'Giới hạn mỗi ván',
  winsWhen: (reds: readonly number[]) => `${orList(reds)} đỏ`,
  edge: (percent: string, num: bigint, den: bigint) => `${percent} (${num}/${den})`,
  rulesPaysNote:
    '"1 ăn 0,98" nghĩa là khi thắng bạn nhận lại tiền cược cộng thêm 0,98 lần tiền cược. Phần lẻ dưới 1 đồng được làm tròn xuống.',
  rulesEdgeNote: 'Lợi thế nhà cái tính chính xác trên 16 khả năng như nhau của bốn đồng xu (chưa tính phần làm tròn).',
  rulesFairTitle: 'Công bằng có thể kiểm chứng',
  limit: (min: number, max: number) => `${formatMoney(min)} – ${formatMoney(max)}`,
  offline: 'Mất kết nối, đang thử lại…',
} as const;
