import { STANDARD_PAYLINES } from '../paylines.ts';
import { stripsFromText } from '../strip-text.ts';
import type { SlotDefinition, SlotSymbol } from '../types.ts';

const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'wild', name: 'Hoang Dã (WILD)', kind: 'wild' },
  { id: 'ngoc-trai', name: 'Ngọc Trai (Tán xạ)', kind: 'scatter' },
  { id: 'ngoc-bich', name: 'Ngọc Bích', kind: 'regular' },
  { id: 'ty-huu', name: 'Tỳ Hưu', kind: 'regular' },
  { id: 'coc-vang', name: 'Cóc Vàng', kind: 'regular' },
  { id: 'thoi-vang', name: 'Thỏi vàng', kind: 'regular' },
  { id: 'den-long', name: 'Đèn lồng', kind: 'regular' },
  { id: 'quat', name: 'Quạt giấy', kind: 'regular' },
  { id: 'a', name: 'A', kind: 'regular' },
  { id: 'k', name: 'K', kind: 'regular' },
  { id: 'q', name: 'Q', kind: 'regular' },
  { id: 'j', name: 'J', kind: 'regular' },
  { id: '10', name: '10', kind: 'regular' },
];

const LINE_PAYS = {
  wild: [60, 250, 1500],
  'ngoc-bich': [50, 200, 1000],
  'ty-huu': [40, 120, 600],
  'coc-vang': [30, 100, 400],
  'thoi-vang': [25, 75, 300],
  'den-long': [15, 50, 200],
  quat: [12, 40, 150],
  a: [10, 30, 100],
  k: [10, 25, 100],
  q: [8, 20, 80],
  j: [6, 15, 60],
  '10': [5, 12, 50],
} as const;

const common = {
  gameId: 'ngoc-bich-may-man',
  name: 'Ngọc Bích May Mắn',
  symbols: SYMBOLS,
  paylines: STANDARD_PAYLINES,
  linePays: LINE_PAYS,
  scatterPays: [2, 10, 100],
  freeSpins: { award: 10, multiplier: 2, maxTotal: 100 },
  stakes: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
} as const satisfies Omit<SlotDefinition, 'id' | 'rtpVariant' | 'reels'>;

/** The 94% strip set, for operators who ask for a lower return. */
export const NGOC_BICH_94: SlotDefinition = {
  ...common,
  id: 'ngoc-bich-may-man-94',
  rtpVariant: 94,
  reels: stripsFromText(
    `den-long quat q den-long q thoi-vang j k a 10 quat wild j ty-huu quat j q den-long k ty-huu coc-vang
     a ngoc-trai ngoc-bich 10 coc-vang q 10 ngoc-trai ngoc-bich a k thoi-vang 10 wild j k`,
    `ngoc-bich j a 10 k 10 quat ngoc-bich den-long k a 10 k wild thoi-vang q j a quat thoi-vang den-long
     coc-vang ngoc-trai quat q j den-long wild j q coc-vang k ty-huu q ty-huu 10`,
    `k ngoc-bich k q quat ty-huu thoi-vang j ngoc-trai ngoc-bich j 10 quat 10 j coc-vang wild q den-long
     wild a k q a wild ty-huu 10 coc-vang a thoi-vang den-long k j 10 den-long quat q thoi-vang`,
    `a j a q quat ty-huu quat k 10 j ty-huu k wild q j den-long thoi-vang den-long ngoc-bich quat a 10
     den-long thoi-vang coc-vang ngoc-trai q 10 wild coc-vang ngoc-bich k q j wild k 10`,
    `ty-huu den-long q j 10 a k q k 10 thoi-vang j coc-vang 10 wild k 10 q j wild quat coc-vang ngoc-trai
     ty-huu wild ngoc-trai ngoc-bich 10 thoi-vang j 10 den-long ngoc-bich j a quat`,
  ),
};

/** The shipped strip set. */
export const NGOC_BICH_96: SlotDefinition = {
  ...common,
  id: 'ngoc-bich-may-man-96',
  rtpVariant: 96,
  reels: stripsFromText(
    `wild quat thoi-vang ngoc-bich k den-long a q wild k thoi-vang coc-vang thoi-vang ngoc-bich den-long
     a 10 quat j coc-vang ngoc-trai j ty-huu q k j q quat k wild j den-long ngoc-trai 10 a q 10 a 10
     ty-huu`,
    `j 10 ty-huu 10 ngoc-trai ngoc-bich quat j ty-huu q k wild coc-vang q 10 thoi-vang den-long j a
     ngoc-bich k a quat 10 quat thoi-vang den-long a coc-vang a k q wild thoi-vang den-long wild q j k`,
    `j ty-huu j a thoi-vang den-long a 10 a j k wild ty-huu ngoc-bich q k 10 coc-vang den-long quat k
     thoi-vang den-long q coc-vang j quat 10 k quat a q 10 thoi-vang wild ngoc-bich quat ngoc-trai q`,
    `ty-huu k q k j 10 thoi-vang j a k wild j thoi-vang den-long 10 coc-vang quat q quat ngoc-bich a 10
     coc-vang den-long ngoc-bich den-long thoi-vang wild q quat wild j 10 j ngoc-trai ty-huu 10 a`,
    `den-long q wild coc-vang quat den-long a thoi-vang 10 a ngoc-bich quat q j 10 j ngoc-trai quat k 10
     coc-vang a thoi-vang 10 ngoc-trai wild ty-huu q coc-vang ty-huu 10 den-long k 10 thoi-vang ngoc-bich
     j k`,
  ),
};

/** The 97% strip set. */
export const NGOC_BICH_97: SlotDefinition = {
  ...common,
  id: 'ngoc-bich-may-man-97',
  rtpVariant: 97,
  reels: stripsFromText(
    `thoi-vang coc-vang j 10 den-long 10 quat ngoc-bich q k coc-vang thoi-vang quat a ngoc-trai q ty-huu
     a j ngoc-trai 10 k j den-long wild ty-huu q ngoc-bich coc-vang j quat thoi-vang den-long 10
     ngoc-bich a k ty-huu`,
    `j ty-huu 10 thoi-vang 10 quat 10 den-long q j coc-vang thoi-vang wild a j coc-vang ngoc-bich j
     thoi-vang den-long q quat den-long ty-huu coc-vang k a k ngoc-trai 10 wild k quat 10 q wild a q
     ty-huu ngoc-bich`,
    `q coc-vang a den-long 10 quat ty-huu 10 j wild den-long thoi-vang ngoc-bich coc-vang 10 thoi-vang k
     j ngoc-bich q j quat q wild j k quat k ngoc-trai a ty-huu q a den-long wild 10`,
    `k 10 q ngoc-bich k wild 10 coc-vang 10 j thoi-vang 10 q ty-huu thoi-vang j 10 coc-vang j k j
     ngoc-trai q 10 wild quat den-long a k a 10 wild quat q den-long ngoc-bich ty-huu`,
    `den-long a wild q 10 q k ty-huu den-long a j 10 quat j coc-vang 10 wild ty-huu ngoc-trai j quat
     ngoc-bich q coc-vang thoi-vang j quat 10 k thoi-vang ngoc-trai wild a k 10 ngoc-bich`,
  ),
};
