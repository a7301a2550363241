import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../testing/shipped-catalogue.ts';
import { applyFilter, categoryShowcase, FILTER_FAVOURITES, FILTER_RECENT, firstCategoryWithGames, gamesOfCategory, parseFilter, providersOf } from './lobby-view.ts';
import { withFavourite } from './my-games.ts';

const catalogue = shippedCatalogue();
const slots = gamesOfCategory(catalogue, 'slots');
const ids = (games: { id: string }[]) => games.map((g) => g.id);

describe('lobby view', () => {
  it('lists a category’s games and, as chips, only the providers that have games there', () => {
    expect(ids(slots)).toEqual(['kho-bau-rong', 'ngoc-bich-may-man']);
    expect(providersOf(catalogue, slots).map((p) => p.code)).toEqual(['JILI', 'V8']);
    expect(providersOf(catalogue, gamesOfCategory(catalogue, 'sports')).map((p) => p.code)).toEqual(['SABA']);
    expect(providersOf(catalogue, gamesOfCategory(catalogue, 'esports')).map((p) => p.code)).toEqual(['SABA']);
  });

  it('takes the filter from the URL only when the page can apply it', () => {
    const providers = providersOf(catalogue, slots);
    expect(parseFilter(null, providers, true)).toBe('all');
    expect(parseFilter('JILI', providers, false)).toBe('JILI');
    expect(parseFilter('SABA', providers, true)).toBe('all');
    expect(parseFilter(FILTER_FAVOURITES, providers, true)).toBe(FILTER_FAVOURITES);
    expect(parseFilter(FILTER_FAVOURITES, providers, false)).toBe('all');
    expect(parseFilter('<script>', providers, true)).toBe('all');
  });

  it('filters by provider, and shows favourites in the order added and recent games newest first', () => {
    const mine = { favourites: ['tai-xiu', 'ngoc-bich-may-man', 'kho-bau-rong'], recent: ['kho-bau-rong', 'ban-ca-dai-duong', 'ngoc-bich-may-man'] };
    expect(ids(applyFilter(slots, 'V8', mine))).toEqual(['ngoc-bich-may-man']);
    expect(ids(applyFilter(slots, FILTER_FAVOURITES, mine))).toEqual(['ngoc-bich-may-man', 'kho-bau-rong']);
    expect(ids(applyFilter(slots, FILTER_RECENT, mine))).toEqual(['kho-bau-rong', 'ngoc-bich-may-man']);
    expect(ids(applyFilter(slots, FILTER_RECENT, undefined))).toEqual([]);
    expect(ids(applyFilter(slots, 'all', undefined))).toEqual(ids(slots));
  });

  it('toggles a favourite as the server keeps the list (added at the end)', () => {
    const mine = { favourites: ['a', 'b'], recent: ['c'] };
    expect(withFavourite(mine, 'c', true)).toEqual({ favourites: ['a', 'b', 'c'], recent: ['c'] });
    expect(withFavourite(mine, 'a', false)).toEqual({ favourites: ['b'], recent: ['c'] });
    expect(withFavourite(mine, 'a', true).favourites).toEqual(['b', 'a']);
  });

  it('gives the home screens their halls and the first category with games', () => {
    expect(categoryShowcase(catalogue, 'slots').map((h) => [h.provider.code, ids(h.games), h.hot])).toEqual([
      ['JILI', ['kho-bau-rong'], true],
      ['V8', ['ngoc-bich-may-man'], false],
    ]);
    expect(categoryShowcase(catalogue, 'esports').map((h) => [h.provider.code, ids(h.games)])).toEqual([['SABA', ['e-sports']]]);
    expect(firstCategoryWithGames(catalogue)).toBe('sports');
    expect(firstCategoryWithGames({ ...catalogue, games: [] })).toBeNull();
  });
});
