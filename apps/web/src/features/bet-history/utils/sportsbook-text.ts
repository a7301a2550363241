import type { BetRoundDetail } from '@app/contract';
import { formatDateTime } from '@app/domain';
import { sportsbookRecallText as text } from '../../../lib/i18n/recall.ts';
import type { SportsbookCorrection, SportsbookLeg } from './sportsbook-detail.ts';

/** A sports bet in words, as the provider's own "Cược của tôi" writes it (apps/sandbox-games sportsbook odds-display.ts). */

const MINUS = '\u2212';
const signed = (n: number) => (n === 0 ? '0' : `${n < 0 ? MINUS : '+'}${Math.abs(n)}`);

/** A quote as written, with a real minus sign ("-0.96" → "−0.96"). */
export function quoteText(quote: string): string {
  return quote.startsWith('-') ? `${MINUS}${quote.slice(1)}` : quote;
}

/** "Kèo châu Á", "Tài/Xỉu Hiệp 1". */
export function marketTitle(leg: Pick<SportsbookLeg, 'kind' | 'period'>): string {
  const name = text.marketNames[leg.kind];
  return leg.period === 'first-half' ? `${name} ${text.periodNames[leg.period]}` : name;
}

/** What the member backed: the team with its line (the away side takes the home line's opposite), "Tài 2.5", the team or "Hòa". */
export function selectionText(leg: Pick<SportsbookLeg, 'kind' | 'line' | 'side' | 'home' | 'away'>): string {
  const team = leg.side === 'away' ? leg.away : leg.home;
  if (leg.kind === 'handicap') return `${team} ${signed(leg.side === 'away' ? -(leg.line ?? 0) : (leg.line ?? 0))}`;
  if (leg.kind === 'over-under') return `${leg.side === 'under' ? text.under : text.over} ${Math.abs(leg.line ?? 0)}`;
  return leg.side === 'draw' ? text.draw : team;
}

/** The score the leg's period was settled on: "2–0"; null when it has none (open or void). */
export function legScore(leg: Pick<SportsbookLeg, 'period' | 'result'>): string | null {
  if (!leg.result) return null;
  const score = leg.period === 'first-half' ? leg.result.firstHalf : leg.result.fullTime;
  return `${score.home}–${score.away}`;
}

export type Tone = 'pending' | 'won' | 'lost' | 'even';

export function outcomeTone(outcome: SportsbookLeg['outcome']): Tone {
  if (outcome === null) return 'pending';
  if (outcome === 'win' || outcome === 'half-win') return 'won';
  if (outcome === 'loss' || outcome === 'half-loss') return 'lost';
  return 'even';
}

/** The bet's state by what it credited against what it took (the round's stake is what was taken). */
export function betStatus(round: Pick<BetRoundDetail, 'status' | 'stake' | 'win'>): { text: string; tone: Tone } {
  if (round.status === 'open') return { text: text.statuses.open, tone: 'pending' };
  if (round.status === 'void') return { text: text.statuses.void, tone: 'even' };
  if (round.win > round.stake) return { text: text.statuses.won, tone: 'won' };
  if (round.win === round.stake) return { text: text.statuses.refunded, tone: 'even' };
  if (round.win > 0) return { text: text.statuses.partLost, tone: 'lost' };
  return { text: text.statuses.lost, tone: 'lost' };
}

/** The provider settles a sports bet at revision 1; each settlement after it is a corrected result. */
const FIRST_SETTLEMENT_REVISION = 1;

/**
 * The line saying the bet's result was corrected, or null when it was not. Whether it was is the
 * round's revision as the platform stored it; the detail's correction adds when, and what the bet paid
 * before (a bet corrected before the provider wrote one gets the line without them).
 */
export function correctionText(round: Pick<BetRoundDetail, 'revision' | 'win'>, correction: SportsbookCorrection | null): string | null {
  if (round.revision <= FIRST_SETTLEMENT_REVISION) return null;
  if (!correction) return text.corrected;
  return text.correctedAt(formatDateTime(correction.at), correction.previousReturn, round.win);
}
