import type { RandomSource } from './fair.ts';
import { assertStake } from './stakes.ts';

/**
 * Bắn cá decided by the server. The screen shows fish swimming; which fish a bullet hits is the client's
 * animation, but whether that fish is captured is one draw here. A fish worth m times the stake is
 * captured with probability RTP/m and then pays stake × m, so every shot returns the RTP in expectation
 * whichever fish the member aims at: no fish is a better bet than another.
 */
export type FishType = {
  id: string;
  name: string;
  /** Whole multiple of the stake the fish pays when captured. */
  multiplier: number;
};

export type FishingDefinition = {
  id: string;
  name: string;
  fish: readonly FishType[];
  /** The target return in basis points: 9600 is 96.00%. */
  rtpBasisPoints: number;
  stakes: readonly number[];
};

/**
 * A capture draws an integer in [0, CAPTURE_SCALE) and succeeds below the fish's threshold,
 * floor(CAPTURE_SCALE × rtp / m). The scale is a multiple of 10 000 × every default multiplier
 * (2, 3, 5, 10, 20, 50, 100), so for the shipped fish the floor cuts nothing and each returns exactly
 * 96%; for other multipliers or RTPs the floor errs towards the house by less than m / CAPTURE_SCALE
 * (under 1e-7 for m ≤ 300). It stays below 2^32, the most one draw of RoundRandom covers.
 */
export const CAPTURE_SCALE = 3_000_000_000;

export function captureThreshold(def: FishingDefinition, fish: FishType): number {
  return Number((BigInt(CAPTURE_SCALE) * BigInt(def.rtpBasisPoints)) / (10_000n * BigInt(fish.multiplier)));
}

export type ShotResult = { fishId: string; captured: boolean; win: number };

export function resolveShot(def: FishingDefinition, random: RandomSource, fishId: string, stake: number): ShotResult {
  assertStake(stake, def.stakes);
  const target = thresholdsOf(def).get(fishId);
  if (!target) throw new RangeError(`Không có loại cá "${fishId}" trong trò chơi này.`);
  const captured = random.nextInt(CAPTURE_SCALE) < target.threshold;
  return { fishId, captured, win: captured ? stake * target.fish.multiplier : 0 };
}

const thresholdCache = new WeakMap<FishingDefinition, Map<string, { fish: FishType; threshold: number }>>();

/** Each fish's threshold, worked out (in BigInt) and checked once per definition, not once per shot. */
function thresholdsOf(def: FishingDefinition): Map<string, { fish: FishType; threshold: number }> {
  let thresholds = thresholdCache.get(def);
  if (!thresholds) {
    assertFishingDefinition(def);
    thresholds = new Map(def.fish.map((fish) => [fish.id, { fish, threshold: captureThreshold(def, fish) }]));
    thresholdCache.set(def, thresholds);
  }
  return thresholds;
}

export type FishRtp = {
  fishId: string;
  name: string;
  multiplier: number;
  threshold: number;
  captureProbability: number;
  /** threshold × m / CAPTURE_SCALE: the exact return of a shot at this fish. */
  rtp: number;
};

export function exactFishingRtp(def: FishingDefinition): { perFish: FishRtp[]; min: number; max: number } {
  assertFishingDefinition(def);
  const perFish = def.fish.map((fish) => {
    const threshold = captureThreshold(def, fish);
    const captureProbability = threshold / CAPTURE_SCALE;
    return { fishId: fish.id, name: fish.name, multiplier: fish.multiplier, threshold, captureProbability, rtp: (threshold * fish.multiplier) / CAPTURE_SCALE };
  });
  const rtps = perFish.map((f) => f.rtp);
  return { perFish, min: Math.min(...rtps), max: Math.max(...rtps) };
}

/** The same game at another return, e.g. withFishingRtp(def, 9500) for 95%. */
export function withFishingRtp(def: FishingDefinition, rtpBasisPoints: number): FishingDefinition {
  const changed = { ...def, id: `${def.id}-${rtpBasisPoints}`, rtpBasisPoints };
  assertFishingDefinition(changed);
  return changed;
}

export function fishingRules(def: FishingDefinition): string[] {
  const rtp = (def.rtpBasisPoints / 100).toFixed(2);
  return [
    'Mỗi phát bắn tốn đúng một mức cược, dù trúng hay trượt.',
    'Mỗi loại cá có một hệ số thưởng; bắt được cá hệ số ×m, bạn nhận mức cược × m.',
    `Cá có hệ số càng cao thì càng khó bắt: xác suất bắt được bằng ${rtp}% chia cho hệ số của cá.`,
    `Vì vậy mọi phát bắn, nhắm vào loại cá nào, đều có tỷ lệ hoàn trả lý thuyết (RTP) ${rtp}%.`,
    'Kết quả mỗi phát bắn do máy chủ quyết định và có thể kiểm tra lại bằng hạt giống máy chủ, hạt giống của bạn và số thứ tự (nonce).',
  ];
}

function assertFishingDefinition(def: FishingDefinition): void {
  const bp = def.rtpBasisPoints;
  if (!Number.isSafeInteger(bp) || bp <= 0 || bp > 10_000) throw new RangeError(`fishing ${def.id}: rtpBasisPoints must be 1–10000, got ${bp}`);
  for (const fish of def.fish) {
    // A capture chance above 1 would make the promised return impossible.
    if (!Number.isSafeInteger(fish.multiplier) || fish.multiplier * 10_000 < bp) {
      throw new RangeError(`fishing ${def.id}: fish ${fish.id} needs a whole multiplier ≥ the RTP`);
    }
  }
}

export const DAI_DUONG_VANG: FishingDefinition = {
  id: 'dai-duong-vang',
  name: 'Bắn Cá Đại Dương Vàng',
  fish: [
    { id: 'ca-nho', name: 'Cá nhỏ', multiplier: 2 },
    { id: 'ca-he', name: 'Cá hề', multiplier: 3 },
    { id: 'ca-noc', name: 'Cá nóc', multiplier: 5 },
    { id: 'rua-bien', name: 'Rùa biển', multiplier: 10 },
    { id: 'ca-map', name: 'Cá mập', multiplier: 20 },
    { id: 'ca-voi', name: 'Cá voi', multiplier: 50 },
    { id: 'rong-bien', name: 'Rồng biển', multiplier: 100 },
  ],
  rtpBasisPoints: 9_600,
  stakes: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
};

export const FISHING_GAMES: Readonly<Record<string, FishingDefinition>> = { [DAI_DUONG_VANG.id]: DAI_DUONG_VANG };
