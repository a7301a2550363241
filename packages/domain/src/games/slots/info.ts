import { exactSlotStats } from './exact-stats.ts';
import { PAYLINE_COUNT, REEL_COUNT, ROW_COUNT, type SlotDefinition } from './types.ts';

/** One row of the info screen's paytable. Without a stake: multiples; with one: VND for that stake. */
export type SlotPaytableRow = {
  symbolId: string;
  symbolName: string;
  pays3: number;
  pays4: number;
  pays5: number;
  /** What the figures count: line stakes, total stakes (the scatter), or VND when a stake was given. */
  unit: 'line-stake' | 'total-stake' | 'vnd';
};

export type SlotInfo = {
  gameId: string;
  name: string;
  paytable: SlotPaytableRow[];
  paylines: readonly (readonly number[])[];
  /** Each reel's strip as symbol names, top to bottom. */
  strips: string[][];
  rules: string[];
  /** The exact theoretical return, e.g. 0.96. */
  rtp: number;
};

export function slotInfo(def: SlotDefinition, stake?: number): SlotInfo {
  const names = new Map(def.symbols.map((s) => [s.id, s.name]));
  const name = (id: string) => names.get(id) ?? id;
  const scatter = def.symbols.find((s) => s.kind === 'scatter');
  const wild = def.symbols.find((s) => s.kind === 'wild');
  const lineRows = def.symbols.flatMap((symbol) => {
    const pays = def.linePays[symbol.id];
    if (symbol.kind === 'scatter' || !pays) return [];
    return [row(symbol.id, symbol.name, pays, stake === undefined ? 1 : stake / PAYLINE_COUNT, stake === undefined ? 'line-stake' : 'vnd')];
  });
  const scatterRows = scatter ? [row(scatter.id, scatter.name, def.scatterPays, stake ?? 1, stake === undefined ? 'total-stake' : 'vnd')] : [];
  const rtp = exactSlotStats(def).rtp;
  return {
    gameId: def.gameId,
    name: def.name,
    paytable: [...scatterRows, ...lineRows],
    paylines: def.paylines,
    strips: def.reels.map((strip) => strip.map(name)),
    rules: slotRules(def, name(wild?.id ?? ''), name(scatter?.id ?? ''), rtp),
    rtp,
  };
}

function row(symbolId: string, symbolName: string, pays: readonly number[], unit: number, label: SlotPaytableRow['unit']): SlotPaytableRow {
  const [pays3 = 0, pays4 = 0, pays5 = 0] = pays.map((p) => p * unit);
  return { symbolId, symbolName, pays3, pays4, pays5, unit: label };
}

function slotRules(def: SlotDefinition, wild: string, scatter: string, rtp: number): string[] {
  const { award, multiplier, maxTotal } = def.freeSpins;
  return [
    `Trò chơi có ${REEL_COUNT} cuộn, ${ROW_COUNT} hàng và ${PAYLINE_COUNT} dòng thưởng cố định; mức cược được chia đều cho ${PAYLINE_COUNT} dòng.`,
    'Một dòng thắng khi có từ 3 biểu tượng giống nhau liên tiếp, tính từ cuộn ngoài cùng bên trái.',
    'Mỗi dòng chỉ trả giải cao nhất của dòng đó; tiền thắng của các dòng được cộng lại.',
    `${wild} thay thế mọi biểu tượng trừ ${scatter}, và tự trả thưởng khi có từ 3 biểu tượng liên tiếp từ bên trái.`,
    `${scatter} trả thưởng ở bất kỳ vị trí nào trên màn hình, tính theo tổng mức cược.`,
    `Từ 3 ${scatter} trở lên mở ${award} lượt quay miễn phí với cùng mức cược; mọi tiền thắng trong lượt quay miễn phí được nhân ${multiplier}.`,
    `Lượt quay miễn phí có thể được kích hoạt thêm, tối đa ${maxTotal} lượt trong một ván.`,
    `Tỷ lệ hoàn trả lý thuyết (RTP): ${(rtp * 100).toFixed(2)}%.`,
  ];
}
