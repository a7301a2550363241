import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_ODDS } from '@app/domain/lottery';
import { oddsFigures } from './odds-figures.ts';

describe('the odds figures the console shows', () => {
  it('counts the house edge and RTP exactly from the odds', () => {
    expect(oddsFigures('de', DEFAULT_LOTTERY_ODDS.de)).toEqual({ houseEdge: '20.000%', houseEdgeExact: '1/5', rtp: '80.000%', winsOneIn: '100' });
    expect(oddsFigures('de', { pointPrice: 1_000, payoutPerPoint: 90_000 })).toMatchObject({ houseEdge: '10.000%', houseEdgeExact: '1/10' });
    expect(oddsFigures('lo', DEFAULT_LOTTERY_ODDS.lo)).toMatchObject({ houseEdge: '6.087%', houseEdgeExact: '7/115', rtp: '93.913%' });
    expect(oddsFigures('xien-4', DEFAULT_LOTTERY_ODDS['xien-4'])).toMatchObject({ houseEdge: '73.301%', houseEdgeExact: null, winsOneIn: '374.54' });
    expect(oddsFigures('ba-cang', DEFAULT_LOTTERY_ODDS['ba-cang']).winsOneIn).toBe('1,000');
  });
});
