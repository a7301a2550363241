import { RoundRandom } from '@app/domain';
import { baccaratReturn, dealHand, shuffleShoe, xocDiaReturn, xocDiaRound } from '@app/domain/casino';
import { describe, expect, it } from 'vitest';
import { cardFace } from './cards.ts';
import { readBaccaratDetail, readXocDiaDetail } from './table-detail.ts';

const SEED = '9b2e4f6a8c0d1e3f5a7b9c1d3e5f7a9b0c2d4e6f8a0b2c4d6e8f0a1b3c5d7e9f';

/** The details the sandbox provider writes (tables/rounds.ts betDetail, then the settlement's result and returns). */
const bets = [
  { kind: 'banker', amount: 100_000 },
  { kind: 'player-pair', amount: 20_000 },
];
const baccaratPlaced = { kind: 'baccarat', tableId: 'ban-1', tableName: 'Baccarat Bàn 1', roundNo: 68_123_456, shoeId: 'ban-1-68123400', position: 12, bets };

function baccaratSettled() {
  const { hand } = dealHand(shuffleShoe(new RoundRandom(SEED, baccaratPlaced.shoeId, 0)), 12);
  const result = {
    winner: hand.winner,
    player: [...hand.player],
    banker: [...hand.banker],
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    natural: hand.natural,
    playerPair: hand.playerPair,
    bankerPair: hand.bankerPair,
  };
  const returns = bets.map((b) => ({ ...b, win: baccaratReturn(b.kind as 'banker' | 'player-pair', hand, b.amount) }));
  return { detail: { ...baccaratPlaced, result, returns }, hand, returns };
}

describe('a baccarat round read from its detail', () => {
  it('reads a settled round: the table, the shoe, both hands, and what each cửa returned', () => {
    const { detail, hand, returns } = baccaratSettled();
    const read = readBaccaratDetail(detail);
    expect(read).toMatchObject({ tableName: 'Baccarat Bàn 1', roundNo: 68_123_456, seriesId: 'ban-1-68123400', position: 12 });
    expect(read?.result?.player).toEqual([...hand.player]);
    expect(read?.result?.banker).toEqual([...hand.banker]);
    expect(read?.result?.winner).toBe(hand.winner);
    expect(read?.lines).toEqual(returns);
  });

  it('reads an open round: the bets as placed, no result, nothing returned yet', () => {
    const read = readBaccaratDetail(baccaratPlaced);
    expect(read?.result).toBeNull();
    expect(read?.lines).toEqual(bets.map((b) => ({ ...b, win: null })));
  });

  it('gives null for anything else, so the recall falls back to "no detail"', () => {
    const { detail } = baccaratSettled();
    for (const bad of [
      null,
      'baccarat',
      { ...detail, kind: 'xoc-dia' },
      { ...detail, shoeId: undefined },
      { ...detail, bets: [] },
      { ...detail, bets: [{ kind: 'dragon', amount: 1 }] },
      { ...detail, returns: undefined },
      { ...detail, result: { ...detail.result, player: [52, 1] } },
      { ...detail, result: { ...detail.result, banker: [1] } },
      { ...detail, result: { ...detail.result, winner: 'house' } },
      { ...detail, returns: [{ kind: 'banker', amount: 100_000, win: -1 }] },
    ]) {
      expect(readBaccaratDetail(bad)).toBeNull();
    }
  });

  it('names a card as the table does: rank and suit from its number (suit × 13 + rank − 1)', () => {
    expect(cardFace(0)).toMatchObject({ rank: 'A', suit: 'spades', red: false });
    expect(cardFace(13 + 12)).toMatchObject({ rank: 'K', suit: 'hearts', red: true });
    expect(cardFace(26 + 9)).toMatchObject({ rank: '10', suit: 'diamonds' });
    expect(cardFace(51)).toMatchObject({ rank: 'K', suit: 'clubs' });
  });
});

describe('a xóc đĩa round read from its detail', () => {
  const placed = {
    kind: 'xoc-dia',
    tableId: 'xoc-dia-ban-1',
    tableName: 'Xóc Đĩa Bàn 1',
    roundNo: 90_001,
    seriesId: 'xd1-89990',
    position: 11,
    bets: [
      { kind: 'chan', amount: 50_000 },
      { kind: 'four-red', amount: 10_000 },
    ],
  };
  const shake = xocDiaRound(SEED, placed.seriesId, placed.position);
  const settled = {
    ...placed,
    result: { coins: [...shake.coins], reds: shake.reds, parity: shake.parity },
    returns: placed.bets.map((b) => ({ ...b, win: xocDiaReturn(b.kind as 'chan' | 'four-red', shake, b.amount) })),
  };

  it('reads a settled round: the four coins, the reds, Chẵn/Lẻ, and what each cửa returned', () => {
    const read = readXocDiaDetail(settled);
    expect(read).toMatchObject({ tableName: 'Xóc Đĩa Bàn 1', roundNo: 90_001, seriesId: 'xd1-89990', position: 11 });
    expect(read?.result).toEqual({ coins: [...shake.coins], reds: shake.reds, parity: shake.parity });
    expect(read?.lines).toEqual(settled.returns);
  });

  it('reads an open round: the bets as placed, no result yet', () => {
    const read = readXocDiaDetail(placed);
    expect(read?.result).toBeNull();
    expect(read?.lines.map((l) => l.win)).toEqual([null, null]);
  });

  it('gives null for anything else', () => {
    for (const bad of [
      undefined,
      { ...settled, kind: 'baccarat' },
      { ...settled, seriesId: 7 },
      { ...settled, result: { ...settled.result, coins: ['red', 'red', 'white'] } },
      { ...settled, result: { ...settled.result, coins: ['red', 'red', 'red', 'blue'] } },
      { ...settled, result: { ...settled.result, reds: settled.result.reds + 1 } },
      { ...settled, result: undefined },
      { ...settled, bets: [{ kind: 'tai', amount: 10_000 }] },
      { ...placed, roundNo: -1 },
    ]) {
      expect(readXocDiaDetail(bad)).toBeNull();
    }
  });
});
