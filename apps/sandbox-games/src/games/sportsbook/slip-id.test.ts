import { describe, expect, it } from 'vitest';
import { createSlipIds, newClientId, slipAnswered, slipKey } from './slip-id.ts';

describe('slip ids', () => {
  it('is a uuid without dashes, as the contract takes', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reuses the id for the same slip until it is answered', () => {
    let n = 0;
    const ids = createSlipIds(() => `id-${++n}-xxxxxx`);
    const key = slipKey([{ marketId: 'm1', side: 'home', priceVersion: 3 }], 10_000, 'malay');
    expect(ids.idFor(key)).toBe('id-1-xxxxxx');
    expect(ids.idFor(key)).toBe('id-1-xxxxxx');
    expect(ids.idFor(slipKey([{ marketId: 'm1', side: 'home', priceVersion: 4 }], 10_000, 'malay'))).toBe('id-2-xxxxxx');
    ids.answered();
    expect(ids.idFor(key)).toBe('id-3-xxxxxx');
  });

  it('treats a 4xx as an answer, no answer or a 5xx as none', () => {
    expect(slipAnswered(409)).toBe(true);
    expect(slipAnswered(400)).toBe(true);
    expect(slipAnswered(0)).toBe(false);
    expect(slipAnswered(502)).toBe(false);
  });
});
