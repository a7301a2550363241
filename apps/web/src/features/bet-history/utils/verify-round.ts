import {
  CLIENT_SEED_RULE,
  diceTotal,
  isTriple,
  isValidClientSeed,
  resolveShot,
  rollTaiXiu,
  RoundRandom,
  SERVER_SEED_PATTERN,
  serverSeedHash,
  settleTaiXiu,
  slotStakeProblem,
  spinSlot,
  stakeProblem,
  type ShotResult,
  type SlotRoundResult,
  type TaiXiuBet,
  type TaiXiuDice,
} from '@app/domain';
import { fairnessText as text } from '../../../lib/i18n/play.ts';
import { findEngine } from './engines.ts';
import { isTaiXiuBet } from './round-detail.ts';

export type CheckInput = {
  engine: string;
  stake: number;
  fishId?: string | null;
  bet?: string | null;
  /** The revealed server seed, as pasted. */
  serverSeed: string;
  /** The hash shown before the round; '' when the member has none to compare with. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** What the round paid as recorded, when known (a link from the bet history carries it). */
  recordedWin?: number | null;
};

export type Outcome =
  | { kind: 'slot'; result: SlotRoundResult; win: number }
  | { kind: 'fishing'; shot: ShotResult; fishName: string; multiplier: number; win: number }
  | { kind: 'tai-xiu'; bet: TaiXiuBet; dice: TaiXiuDice; total: number; triple: boolean; won: boolean; win: number };

export type CheckResult =
  | { ok: false; problem: string }
  | {
      ok: true;
      /** SHA-256 of the pasted seed, hex. */
      computedHash: string;
      /** Whether it is the hash shown before the round; null when no hash was given. */
      seedMatches: boolean | null;
      outcome: Outcome;
      /** Whether the recomputed win is the recorded one; null when none was given. */
      winMatches: boolean | null;
    };

/** The seed as the games use it: 64 lower-case hex characters (one spelling per seed), spaces dropped. */
export function normaliseSeed(seed: string): string {
  return seed.trim().toLowerCase();
}

/**
 * Checks a round in the browser with the domain's own functions, as the provider played it: SHA-256 of
 * the revealed server seed against the hash shown beforehand, then the round replayed from RoundRandom
 * (server seed, client seed, nonce) through the game's engine.
 */
export function checkRound(input: CheckInput): CheckResult {
  const engine = findEngine(input.engine);
  if (!engine) return { ok: false, problem: text.chooseGame };
  const seed = normaliseSeed(input.serverSeed);
  if (!SERVER_SEED_PATTERN.test(seed)) return { ok: false, problem: text.badSeed };
  if (!isValidClientSeed(input.clientSeed)) return { ok: false, problem: CLIENT_SEED_RULE };
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) return { ok: false, problem: text.badNonce };
  const stakeIssue = engine.kind === 'slot' ? slotStakeProblem(engine.def, input.stake) : stakeProblem(input.stake, engine.stakes);
  if (stakeIssue) return { ok: false, problem: stakeIssue };

  const random = new RoundRandom(seed, input.clientSeed, input.nonce);
  let outcome: Outcome;
  if (engine.kind === 'slot') {
    const result = spinSlot(engine.def, random, input.stake);
    outcome = { kind: 'slot', result, win: result.totalWin };
  } else if (engine.kind === 'fishing') {
    const fish = engine.def.fish.find((f) => f.id === input.fishId);
    if (!fish) return { ok: false, problem: text.chooseFish };
    const shot = resolveShot(engine.def, random, fish.id, input.stake);
    outcome = { kind: 'fishing', shot, fishName: fish.name, multiplier: fish.multiplier, win: shot.win };
  } else {
    if (!isTaiXiuBet(input.bet)) return { ok: false, problem: text.chooseBet };
    const dice = rollTaiXiu(random);
    const { won, win } = settleTaiXiu(input.bet, dice, input.stake);
    outcome = { kind: 'tai-xiu', bet: input.bet, dice, total: diceTotal(dice), triple: isTriple(dice), won, win };
  }

  const computedHash = serverSeedHash(seed);
  const shown = input.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    computedHash,
    seedMatches: shown === '' ? null : computedHash === shown,
    outcome,
    winMatches: input.recordedWin == null ? null : outcome.win === input.recordedWin,
  };
}
