import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../testing/shipped-catalogue.ts';
import { syntheticCatalogue } from '../testing/synthetic-catalogue.ts';
import { buildSearchIndex, searchGames } from './search.ts';

const index = buildSearchIndex(shippedCatalogue());
const ids = (query: string) => searchGames(index, query).map((g) => g.id);

describe('lobby search as you type', () => {
  it('finds a category by its name typed without diacritics: "no hu" finds the Nổ hũ games', () => {
    expect(ids('no hu')).toEqual(['kho-bau-rong', 'ngoc-bich-may-man']);
  });

  it('finds a game by its name typed without diacritics: "ban ca" finds Bắn Cá Đại Dương', () => {
    // "Baccarat Bàn 1" and "Xóc Đĩa Bàn 1" (in Casino trực tuyến) have a "bàn" and a "ca…" too: found after the closer match.
    expect(ids('ban ca')).toEqual(['ban-ca-dai-duong', 'baccarat-ban-1', 'xoc-dia-ban-1']);
    expect(ids('ban ca dai')).toEqual(['ban-ca-dai-duong']);
    expect(ids('dai duong')).toEqual(['ban-ca-dai-duong']);
  });

  it('ignores case, accents as typed and word order, and reads đ as d', () => {
    expect(ids('NGỌC bích')).toEqual(['ngoc-bich-may-man']);
    expect(ids('rong kho')).toEqual(['kho-bau-rong']);
    expect(ids('Đại')).toEqual(['ban-ca-dai-duong']);
    expect(ids('tai xiu')).toEqual(['tai-xiu']);
    expect(ids('xoc dia')).toEqual(['xoc-dia-ban-1']);
  });

  it('finds a provider’s games by its name, across categories, in catalogue order', () => {
    expect(ids('jili')).toEqual(['kho-bau-rong', 'ban-ca-dai-duong']);
    expect(ids('v8 game bai')).toEqual(['tai-xiu']);
  });

  it('needs every word: one word that matches nothing empties the result', () => {
    expect(ids('kho bau xyz')).toEqual([]);
    expect(ids('poker')).toEqual([]);
  });

  it('a blank query is no search', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('searches a 2,000-game catalogue', () => {
    const big = buildSearchIndex(syntheticCatalogue(2000));
    expect(big).toHaveLength(2000);
    expect(searchGames(big, 'than tai ca vang 1999').map((g) => g.name)).toEqual(['Thần Tài Cá Vàng 1999']);
    // Every Xổ số game, found by its category's name (and the KU Xổ số provider's games elsewhere too).
    const lottery = big.filter((e) => e.game.category === 'lottery').length;
    expect(searchGames(big, 'xo so').filter((g) => g.category === 'lottery')).toHaveLength(lottery);
  });
});
