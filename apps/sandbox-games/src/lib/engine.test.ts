import { describe, expect, it } from 'vitest';
import { parseEngine } from './engine.ts';

describe('engine names', () => {
  it('splits kind and definition id', () => {
    expect(parseEngine('slot:kho-bau-rong')).toEqual({ kind: 'slot', id: 'kho-bau-rong' });
    expect(parseEngine('fishing:dai-duong-vang')).toEqual({ kind: 'fishing', id: 'dai-duong-vang' });
    expect(parseEngine('tai-xiu:tai-xiu')).toEqual({ kind: 'tai-xiu', id: 'tai-xiu' });
  });

  it('refuses what no game here plays', () => {
    expect(parseEngine('baccarat:x')).toBeNull();
    expect(parseEngine('slot:')).toBeNull();
    expect(parseEngine(':kho-bau-rong')).toBeNull();
    expect(parseEngine('kho-bau-rong')).toBeNull();
  });
});
