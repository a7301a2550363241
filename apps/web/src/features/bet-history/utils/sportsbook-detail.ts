import { ODDS_FORMATS, type LegOutcome, type MatchResult, type OddsFormat, type Period } from '@app/domain/sportsbook';

/**
 * A sports bet's `detail` as the sandbox provider records it (apps/server sandbox-provider
 * sportsbook/settlement.ts betDetail): the slip as accepted, each leg with its fixture; once a leg's
 * match is decided, its outcome and the score it was settled on. A bet settled again (a corrected
 * result) carries its latest settlement and its `correction` (deferred-bets.ts resettleBets): when,
 * and what the settlement it replaced paid. Checked by shape: anything else is shown as "no detail".
 */

export type MarketKind = 'handicap' | 'over-under' | '1x2';
export type LegSide = 'home' | 'away' | 'draw' | 'over' | 'under';

export type SportsbookLeg = {
  league: string;
  home: string;
  away: string;
  /** ISO instant; '' when the provider did not know the fixture. */
  kickoff: string;
  kind: MarketKind;
  period: Period;
  line: number | null;
  side: LegSide;
  /** The price accepted, as written in the bet's odds format ("0.92", "-0.96", "1.95"). */
  quote: string;
  /** Null while the match is undecided. */
  outcome: LegOutcome | null;
  /** The score it was settled on (null while open and for a void leg). */
  result: MatchResult | null;
};

export type SportsbookDetail = {
  betKind: 'single' | 'accumulator';
  /** The stake the member typed (a single at a negative price risks more or less: the round's stake). */
  stake: number;
  format: OddsFormat;
  /** Why the bet was void (a match cancelled), when it was. */
  reason: string | null;
  legs: SportsbookLeg[];
  /** What the provider said when it settled the bet again; null on a first settlement (or one it cannot read). */
  correction: SportsbookCorrection | null;
};

export type SportsbookCorrection = {
  /** ISO instant of the latest settlement. */
  at: string;
  /** What the settlement it replaced paid. */
  previousReturn: number;
};

const SIDES_OF: Readonly<Record<MarketKind, readonly LegSide[]>> = {
  handicap: ['home', 'away'],
  'over-under': ['over', 'under'],
  '1x2': ['home', 'draw', 'away'],
};
const OUTCOMES: readonly LegOutcome[] = ['win', 'half-win', 'push', 'half-loss', 'loss', 'void'];

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isGoals = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isScore = (v: unknown) => isRecord(v) && isGoals(v.home) && isGoals(v.away);

function readLeg(value: unknown): SportsbookLeg | null {
  if (!isRecord(value)) return null;
  const { league, home, away, kickoff, kind, period, line, side, quote, outcome, result } = value;
  if (typeof league !== 'string' || typeof home !== 'string' || typeof away !== 'string' || typeof kickoff !== 'string') return null;
  if (kind !== 'handicap' && kind !== 'over-under' && kind !== '1x2') return null;
  if (period !== 'full-time' && period !== 'first-half') return null;
  if (!(line === null || (typeof line === 'number' && Number.isFinite(line)))) return null;
  if (typeof side !== 'string' || !(SIDES_OF[kind] as readonly string[]).includes(side)) return null;
  if (typeof quote !== 'string' || !/^-?\d{1,3}(\.\d{1,4})?$/.test(quote)) return null;
  if (!(outcome === null || (typeof outcome === 'string' && (OUTCOMES as readonly string[]).includes(outcome)))) return null;
  const score = isRecord(result) && isScore(result.fullTime) && isScore(result.firstHalf) ? (result as MatchResult) : null;
  if (result != null && score === null) return null;
  return { league, home, away, kickoff, kind, period, line, side: side as LegSide, quote, outcome: outcome as LegOutcome | null, result: score };
}

/** A correction the recall cannot read loses only its facts: the round's revision still says the result changed. */
function readCorrection(value: unknown): SportsbookCorrection | null {
  if (!isRecord(value)) return null;
  const { at, previousReturn } = value;
  if (typeof at !== 'string' || !Number.isFinite(Date.parse(at)) || !/(Z|[+-]\d{2}:\d{2})$/.test(at)) return null;
  if (!Number.isSafeInteger(previousReturn) || (previousReturn as number) < 0) return null;
  return { at, previousReturn: previousReturn as number };
}

export function readSportsbookDetail(detail: unknown): SportsbookDetail | null {
  if (!isRecord(detail) || detail.kind !== 'sportsbook-bet') return null;
  const { betKind, stake, format, reason, legs, correction } = detail;
  if (betKind !== 'single' && betKind !== 'accumulator') return null;
  if (!Number.isSafeInteger(stake) || (stake as number) <= 0) return null;
  if (typeof format !== 'string' || !(ODDS_FORMATS as readonly string[]).includes(format)) return null;
  if (!(reason == null || typeof reason === 'string')) return null;
  if (!Array.isArray(legs) || legs.length === 0 || (betKind === 'single') !== (legs.length === 1)) return null;
  const read = legs.map(readLeg);
  if (read.some((leg) => leg === null)) return null;
  return { betKind, stake: stake as number, format: format as OddsFormat, reason: reason || null, legs: read as SportsbookLeg[], correction: readCorrection(correction) };
}
