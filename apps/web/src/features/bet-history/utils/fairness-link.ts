import type { BetRoundDetail } from '@app/contract';
import { readShotDetail, readTaiXiuDetail } from './round-detail.ts';

/**
 * The query string that carries a round from its recall to "Kiểm tra công bằng" (everything but the
 * server seed, which the member pastes once revealed): /kiem-tra-cong-bang?tro-choi=slot:kho-bau-rong&…
 */
const PARAM = {
  engine: 'tro-choi',
  stake: 'cuoc',
  fish: 'ca',
  bet: 'cua',
  hash: 'ma-bam',
  clientSeed: 'client-seed',
  nonce: 'nonce',
  win: 'thang',
} as const;

export type FairnessPrefill = {
  engine: string;
  stake: string;
  fishId: string;
  bet: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  recordedWin: number | null;
};

export function fairnessSearch(round: BetRoundDetail): string {
  const params = new URLSearchParams();
  if (round.engine) params.set(PARAM.engine, round.engine);
  params.set(PARAM.stake, String(round.stake));
  const shot = readShotDetail(round.detail);
  if (shot) params.set(PARAM.fish, shot.fishId);
  const roll = readTaiXiuDetail(round.detail);
  if (roll) params.set(PARAM.bet, roll.bet);
  params.set(PARAM.hash, round.fairness.serverSeedHash);
  params.set(PARAM.clientSeed, round.fairness.clientSeed);
  params.set(PARAM.nonce, String(round.fairness.nonce));
  params.set(PARAM.win, String(round.win));
  return `?${params.toString()}`;
}

/** What a link prefilled; missing or unreadable fields come back empty for the member to fill in. */
export function readFairnessSearch(search: string): FairnessPrefill {
  const params = new URLSearchParams(search);
  const get = (name: string) => (params.get(name) ?? '').slice(0, 200);
  const win = Number(get(PARAM.win));
  return {
    engine: get(PARAM.engine),
    stake: get(PARAM.stake),
    fishId: get(PARAM.fish),
    bet: get(PARAM.bet),
    serverSeedHash: get(PARAM.hash),
    clientSeed: get(PARAM.clientSeed),
    nonce: get(PARAM.nonce),
    recordedWin: get(PARAM.win) !== '' && Number.isSafeInteger(win) && win >= 0 ? win : null,
  };
}
