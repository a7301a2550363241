import { STANDARD_PAYLINES } from '../paylines.ts';
import { stripsFromText } from '../strip-text.ts';
import type { SlotDefinition, SlotSymbol } from '../types.ts';

const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'wild', name: 'Hoang Dã (WILD)', kind: 'wild' },
  { id: 'cong-vang', name: 'Cổng Vàng (Tán xạ)', kind: 'scatter' },
  { id: 'rong', name: 'Rồng', kind: 'regular' },
  { id: 'phuong', name: 'Phượng', kind: 'regular' },
  { id: 'ky-lan', name: 'Kỳ Lân', kind: 'regular' },
  { id: 'rua', name: 'Rùa', kind: 'regular' },
  { id: 'li-xi', name: 'Bao lì xì', kind: 'regular' },
  { id: 'dong-xu', name: 'Đồng xu', kind: 'regular' },
  { id: 'a', name: 'A', kind: 'regular' },
  { id: 'k', name: 'K', kind: 'regular' },
  { id: 'q', name: 'Q', kind: 'regular' },
  { id: 'j', name: 'J', kind: 'regular' },
  { id: '10', name: '10', kind: 'regular' },
];

const LINE_PAYS = {
  wild: [50, 200, 1000],
  rong: [40, 150, 750],
  phuong: [30, 100, 500],
  'ky-lan': [25, 80, 300],
  rua: [20, 60, 250],
  'li-xi': [15, 50, 200],
  'dong-xu': [12, 40, 150],
  a: [10, 30, 120],
  k: [10, 25, 100],
  q: [8, 20, 80],
  j: [5, 15, 60],
  '10': [5, 12, 50],
} as const;

const common = {
  gameId: 'kho-bau-rong',
  name: 'Kho Báu Rồng',
  symbols: SYMBOLS,
  paylines: STANDARD_PAYLINES,
  linePays: LINE_PAYS,
  scatterPays: [2, 10, 50],
  freeSpins: { award: 10, multiplier: 2, maxTotal: 100 },
  stakes: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
} as const satisfies Omit<SlotDefinition, 'id' | 'rtpVariant' | 'reels'>;

/** The 94% strip set, for operators who ask for a lower return. */
export const KHO_BAU_RONG_94: SlotDefinition = {
  ...common,
  id: 'kho-bau-rong-94',
  rtpVariant: 94,
  reels: stripsFromText(
    `wild phuong dong-xu k li-xi k rong a phuong q j 10 ky-lan li-xi dong-xu j rua a cong-vang dong-xu j
     ky-lan q j ky-lan q 10 rua q rua wild 10 rong a k 10 li-xi phuong`,
    `cong-vang j q li-xi wild a rong li-xi 10 q k j dong-xu ky-lan 10 a 10 wild rong k dong-xu rua q a j
     phuong cong-vang rua li-xi k wild 10 ky-lan q phuong k dong-xu j`,
    `li-xi j q k wild phuong ky-lan li-xi q wild 10 rua k dong-xu 10 a k dong-xu k cong-vang ky-lan j
     rong a 10 rong 10 wild rua dong-xu j rua q li-xi phuong q a j`,
    `a cong-vang li-xi rong ky-lan li-xi cong-vang 10 a dong-xu li-xi wild 10 rong 10 dong-xu j wild rua
     10 a rua k wild k 10 q j q phuong j phuong k j q dong-xu j ky-lan`,
    `dong-xu ky-lan q j rua wild 10 ky-lan k li-xi dong-xu rong wild q a k phuong a 10 dong-xu k 10 j
     phuong 10 j wild rong cong-vang 10 li-xi j a 10 rua j q li-xi`,
  ),
};

/** The shipped strip set. */
export const KHO_BAU_RONG_96: SlotDefinition = {
  ...common,
  id: 'kho-bau-rong-96',
  rtpVariant: 96,
  reels: stripsFromText(
    `j li-xi 10 q phuong rong rua k a li-xi ky-lan 10 li-xi j cong-vang 10 rong rua dong-xu k j q a
     dong-xu k wild a j dong-xu q phuong dong-xu wild q rua ky-lan k 10 a`,
    `k q j rong ky-lan rua dong-xu li-xi j 10 q 10 a dong-xu rong q a k 10 wild k li-xi j cong-vang q
     ky-lan j wild phuong a cong-vang dong-xu rua k wild phuong 10`,
    `ky-lan 10 phuong k j k ky-lan wild q j li-xi 10 wild phuong dong-xu q a q rua 10 cong-vang wild rong
     k rua j a dong-xu q rong 10 a k dong-xu li-xi j`,
    `cong-vang dong-xu a li-xi dong-xu 10 li-xi rong wild rua q phuong q a rua wild rong cong-vang j 10 a
     k li-xi ky-lan j phuong rua j k dong-xu 10 ky-lan q k wild 10 j`,
    `k q phuong ky-lan q dong-xu a 10 rong q rong wild j li-xi j k 10 j 10 a ky-lan rua phuong dong-xu
     wild li-xi k a li-xi j 10 wild q rua 10 j dong-xu cong-vang`,
  ),
};

/** The 97% strip set. */
export const KHO_BAU_RONG_97: SlotDefinition = {
  ...common,
  id: 'kho-bau-rong-97',
  rtpVariant: 97,
  reels: stripsFromText(
    `10 k ky-lan a q rong a dong-xu li-xi rong 10 j wild rua phuong k j 10 rua a q j wild dong-xu q k
     wild phuong k ky-lan q a j 10 li-xi cong-vang dong-xu`,
    `rong 10 j q rua a wild q a j 10 wild q rua li-xi dong-xu a cong-vang phuong 10 rong wild k li-xi
     ky-lan j k phuong cong-vang k dong-xu q k ky-lan j 10`,
    `10 a j 10 rong q a wild q phuong k dong-xu rong li-xi j k rua j a wild phuong ky-lan li-xi dong-xu k
     q cong-vang rua dong-xu 10 li-xi rua q 10 j ky-lan k`,
    `q 10 a dong-xu j wild j rong 10 li-xi ky-lan phuong rong j dong-xu rua k q phuong k wild a cong-vang
     q wild k a 10 q k cong-vang ky-lan dong-xu j li-xi a dong-xu rua 10`,
    `j 10 j 10 q j a wild k 10 j phuong q cong-vang 10 rua ky-lan 10 rong k j wild a j q li-xi wild k 10
     q 10 dong-xu q dong-xu j k`,
  ),
};
