import { describe, expect, it } from 'vitest';
import { parseEngine } from './engine.ts';

describe('engine names', () => {
  it('splits kind and definition id', () => {
    expect(parseEngine('slot:kho-bau-rong')).toEqual({ kind: 'slot', id: 'kho-bau-rong' });
    expect(parseEngine('fishing:dai-duong-vang')).toEqual({ kind: 'fishing', id: 'dai-duong-vang' });
    expect(parseEngine('tai-xiu:tai-xiu')).toEqual({ kind: 'tai-xiu', id: 'tai-xiu' });
    expect(parseEngine('lottery:sieu-toc-1')).toEqual({ kind: 'lottery', id: 'sieu-toc-1' });
    expect(parseEngine('lottery:mien-bac')).toEqual({ kind: 'lottery', id: 'mien-bac' });
    expect(parseEngine('baccarat:ban-1')).toEqual({ kind: 'baccarat', id: 'ban-1' });
    expect(parseEngine('sportsbook:football')).toEqual({ kind: 'sportsbook', id: 'football' });
    expect(parseEngine('sportsbook:esports')).toEqual({ kind: 'sportsbook', id: 'esports' });
    expect(parseEngine('xoc-dia:ban-1')).toEqual({ kind: 'xoc-dia', id: 'ban-1' });
  });

  it('refuses what no game here plays', () => {
    expect(parseEngine('roulette:x')).toBeNull();
    expect(parseEngine('slot:')).toBeNull();
    expect(parseEngine('lottery:')).toBeNull();
    expect(parseEngine('sportsbook:')).toBeNull();
    expect(parseEngine('xoc-dia:')).toBeNull();
    expect(parseEngine(':kho-bau-rong')).toBeNull();
    expect(parseEngine('kho-bau-rong')).toBeNull();
  });
});
