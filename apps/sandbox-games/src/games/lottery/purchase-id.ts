/**
 * Each purchase's clientId (contract: 8–64 of [A-Za-z0-9_-]): the provider gives the same ticket for the
 * same id, so a purchase retried after a network error (the first may have gone through) reuses its
 * id, and a new purchase gets a new one.
 */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function createPurchaseIds(generate: () => string = newClientId) {
  let pending: { key: string; id: string } | null = null;
  return {
    /** The id for this purchase: the pending one when it is the same purchase again. */
    idFor(key: string): string {
      if (pending?.key !== key) pending = { key, id: generate() };
      return pending.id;
    },
    /** The provider answered (a ticket or a refusal): the next purchase is a new one. */
    answered(): void {
      pending = null;
    },
  };
}

/** What makes two purchases the same: the draw, the bet type, the numbers and the points. */
export function purchaseKey(body: { drawId: string; betType: string; numbers: readonly string[]; points: number }): string {
  return JSON.stringify([body.drawId, body.betType, body.numbers, body.points]);
}

/**
 * Whether an answer settles the purchase: a 4xx is the provider's refusal (nothing bought). No answer
 * (status 0: the network, a time-out) or a 5xx (a gateway that may have passed it on) leaves it open:
 * the ticket may exist, so trying again must reuse the id.
 */
export function purchaseAnswered(status: number): boolean {
  return status >= 400 && status < 500;
}
