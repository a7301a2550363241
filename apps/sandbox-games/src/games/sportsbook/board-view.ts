import { formatDateTime } from '@app/domain';
import { h, fill } from '../../lib/dom.ts';
import { boardOrder, isNegativeQuote, marketTitle, quoteText, selectionText, sideLabel, sidesOf } from './odds-display.ts';
import type { Fixture, Market, Side } from './sportsbook-types.ts';

export type PricePick = (fixture: Fixture, market: Market, side: Side) => void;

/** Fixtures by league, in the order they come (the server sorts by kick-off). */
export function byLeague(fixtures: readonly Fixture[]): { league: string; fixtures: Fixture[] }[] {
  const groups = new Map<string, Fixture[]>();
  for (const f of fixtures) {
    const list = groups.get(f.league) ?? [];
    list.push(f);
    groups.set(f.league, list);
  }
  return [...groups].map(([league, list]) => ({ league, fixtures: list }));
}

/** The board: leagues, their fixtures, each fixture's markets in the Asian layout with one button per price. */
export function createBoardView(onPick: PricePick) {
  const element = h('section', { class: 'sb-board', 'aria-label': 'Bảng kèo' });
  const buttons = new Map<string, HTMLButtonElement>();
  const key = (marketId: string, side: Side) => `${marketId}|${side}`;

  function priceButton(fixture: Fixture, market: Market, side: Side): HTMLElement {
    const quote = market.prices[side] ?? '';
    const closed = market.status !== 'open' || quote === '';
    const label = `${selectionText(market, side, fixture)}, ${marketTitle(market.kind, market.period)}, tỷ lệ ${closed ? 'tạm khóa' : quoteText(quote)}`;
    const button = h(
      'button',
      {
        type: 'button',
        class: `sb-price${!closed && isNegativeQuote(quote) ? ' sb-price--neg' : ''}`,
        'aria-pressed': 'false',
        'aria-label': label,
        disabled: closed,
        onClick: () => onPick(fixture, market, side),
      },
      h('span', { class: 'sb-price__side', text: sideLabel(market, side) }),
      h('span', { class: 'sb-price__quote', text: closed ? '—' : quoteText(quote) }),
    );
    buttons.set(key(market.marketId, side), button);
    return button;
  }

  function marketRow(fixture: Fixture, market: Market): HTMLElement {
    const suspended = market.status !== 'open';
    return h(
      'div',
      { class: `sb-market${suspended ? ' sb-market--suspended' : ''} sb-market--${market.kind}` },
      h('div', { class: 'sb-market__title' }, marketTitle(market.kind, market.period), suspended ? h('span', { class: 'sb-tag', text: 'Tạm khóa' }) : null),
      h('div', { class: 'sb-market__prices' }, ...sidesOf(market.kind).map((side) => priceButton(fixture, market, side))),
    );
  }

  function fixtureCard(fixture: Fixture): HTMLElement {
    return h(
      'article',
      { class: 'sb-fixture', 'aria-label': `${fixture.home} gặp ${fixture.away}` },
      h(
        'header',
        { class: 'sb-fixture__head' },
        h('div', { class: 'sb-fixture__teams' }, h('span', { class: 'sb-team', text: fixture.home }), h('span', { class: 'sb-vs', text: 'vs' }), h('span', { class: 'sb-team', text: fixture.away })),
        h('time', { class: 'sb-fixture__time', datetime: fixture.kickoff, text: formatDateTime(fixture.kickoff) }),
      ),
      h('div', { class: 'sb-fixture__markets' }, ...boardOrder(fixture.markets).map((m) => marketRow(fixture, m))),
    );
  }

  return {
    element,
    show(fixtures: readonly Fixture[], emptyText: string) {
      buttons.clear();
      if (fixtures.length === 0) return fill(element, h('p', { class: 'sb-empty', text: emptyText }));
      fill(
        element,
        ...byLeague(fixtures).map((group) =>
          h('section', { class: 'sb-league' }, h('h2', { class: 'sb-league__name', text: group.league }), ...group.fixtures.map(fixtureCard)),
        ),
      );
    },
    /** The prices on the slip shown pressed. */
    mark(selected: readonly { marketId: string; side: Side }[]) {
      const on = new Set(selected.map((s) => key(s.marketId, s.side)));
      for (const [k, button] of buttons) button.setAttribute('aria-pressed', String(on.has(k)));
    },
  };
}
