import type { OddsFormat } from '@app/domain/sportsbook';
import type { SlipLeg } from './slip.ts';

/**
 * Each slip's clientId (contract: 8–64 of [A-Za-z0-9_-]): the provider takes the same bet for the same
 * id, so a slip sent again after no answer (a network error, a time-out, a 5xx: the first may have gone
 * through) reuses its id, and any slip after an answer (a bet, a refusal, a 409) gets a new one.
 */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function createSlipIds(generate: () => string = newClientId) {
  let pending: { key: string; id: string } | null = null;
  return {
    idFor(key: string): string {
      if (pending?.key !== key) pending = { key, id: generate() };
      return pending.id;
    },
    answered(): void {
      pending = null;
    },
  };
}

/** What makes two sends the same slip: its legs at their versions, the stake and the format. */
export function slipKey(legs: readonly Pick<SlipLeg, 'marketId' | 'side' | 'priceVersion'>[], stake: number, format: OddsFormat): string {
  return JSON.stringify([legs.map((l) => [l.marketId, l.side, l.priceVersion]), stake, format]);
}

/** A 4xx is the provider's answer (nothing more will happen to that id); no answer or a 5xx leaves it open. */
export function slipAnswered(status: number): boolean {
  return status >= 400 && status < 500;
}
