import { BACCARAT_BETS, XOC_DIA_BETS, type BaccaratBet, type BaccaratWinner, type XocDiaBet, type XocDiaCoin } from '@app/domain/casino';

/**
 * A live-table bet's `detail` as the sandbox provider records it (apps/server sandbox-provider
 * tables/rounds.ts betDetail): placed, `{ kind, tableId, tableName, roundNo, shoeId | seriesId,
 * position, bets }`; settled, with the round's `result` (the game's resultView) and each line's
 * `returns`. Checked by shape: anything else is shown as "no detail".
 */

/** One cửa as bet; `win` (what it credited, stake included) once the round is settled. */
export type TableBetLine<K extends string> = { kind: K; amount: number; win: number | null };

type TableDetail<K extends string, R> = {
  tableId: string;
  tableName: string;
  roundNo: number;
  /** The shoe (baccarat) or series (xóc đĩa) the round was drawn from: its client seed. */
  seriesId: string;
  position: number;
  lines: TableBetLine<K>[];
  /** Null while the round is open. */
  result: R | null;
};

export type BaccaratResultDetail = {
  winner: BaccaratWinner;
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
};
export type BaccaratDetail = TableDetail<BaccaratBet, BaccaratResultDetail>;

export type XocDiaResultDetail = { coins: XocDiaCoin[]; reds: number; parity: 'chan' | 'le' };
export type XocDiaDetail = TableDetail<XocDiaBet, XocDiaResultDetail>;

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isCard = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 51;
const isDigit = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9;

function readTable<K extends string, R>(
  detail: unknown,
  game: { kind: string; seriesField: string; bets: Readonly<Record<K, unknown>> },
  readResult: (value: unknown) => R | null,
): TableDetail<K, R> | null {
  if (!isRecord(detail) || detail.kind !== game.kind) return null;
  const { tableId, tableName, roundNo, position, bets } = detail;
  const seriesId = detail[game.seriesField];
  if (typeof tableId !== 'string' || typeof tableName !== 'string' || typeof seriesId !== 'string') return null;
  if (!isCount(roundNo) || !isCount(position) || !Array.isArray(bets) || bets.length === 0) return null;
  const isKind = (k: unknown): k is K => typeof k === 'string' && Object.hasOwn(game.bets, k);
  if (!bets.every((b) => isRecord(b) && isKind(b.kind) && isCount(b.amount))) return null;
  const placed = bets as { kind: K; amount: number }[];
  const base = { tableId, tableName, roundNo, seriesId, position };
  if (detail.result === undefined && detail.returns === undefined) {
    return { ...base, lines: placed.map((b) => ({ kind: b.kind, amount: b.amount, win: null })), result: null };
  }
  const result = readResult(detail.result);
  const { returns } = detail;
  if (result === null || !Array.isArray(returns) || !returns.every((r) => isRecord(r) && isKind(r.kind) && isCount(r.amount) && isCount(r.win))) return null;
  const settled = returns as { kind: K; amount: number; win: number }[];
  return { ...base, lines: settled.map((r) => ({ kind: r.kind, amount: r.amount, win: r.win })), result };
}

function readBaccaratResult(value: unknown): BaccaratResultDetail | null {
  if (!isRecord(value)) return null;
  const { winner, player, banker, playerTotal, bankerTotal, natural, playerPair, bankerPair } = value;
  const hand = (cards: unknown): cards is number[] => Array.isArray(cards) && cards.length >= 2 && cards.length <= 3 && cards.every(isCard);
  if (winner !== 'player' && winner !== 'banker' && winner !== 'tie') return null;
  if (!hand(player) || !hand(banker) || !isDigit(playerTotal) || !isDigit(bankerTotal)) return null;
  if (typeof natural !== 'boolean' || typeof playerPair !== 'boolean' || typeof bankerPair !== 'boolean') return null;
  return { winner, player, banker, playerTotal, bankerTotal, natural, playerPair, bankerPair };
}

function readXocDiaResult(value: unknown): XocDiaResultDetail | null {
  if (!isRecord(value)) return null;
  const { coins, reds, parity } = value;
  if (!Array.isArray(coins) || coins.length !== 4 || !coins.every((c) => c === 'red' || c === 'white')) return null;
  const counted = coins.filter((c) => c === 'red').length;
  const even = counted % 2 === 0 ? 'chan' : 'le';
  if (reds !== counted || parity !== even) return null;
  return { coins: coins as XocDiaCoin[], reds: counted, parity: even };
}

export function readBaccaratDetail(detail: unknown): BaccaratDetail | null {
  return readTable(detail, { kind: 'baccarat', seriesField: 'shoeId', bets: BACCARAT_BETS }, readBaccaratResult);
}

export function readXocDiaDetail(detail: unknown): XocDiaDetail | null {
  return readTable(detail, { kind: 'xoc-dia', seriesField: 'seriesId', bets: XOC_DIA_BETS }, readXocDiaResult);
}
