import { formatDateTime, formatMoney } from '@app/domain';
import { fill, h } from '../../lib/dom.ts';
import { betKindText, betStatusText, outcomeText, outcomeTone, splitBets } from './bet-text.ts';
import { marketTitle, quoteText, selectionText } from './odds-display.ts';
import type { Bet, Leg } from './sportsbook-types.ts';
import { ODDS_FORMAT_NAMES } from '@app/domain/sportsbook';

/** "Cược của tôi": open bets, then settled ones, each with its legs' outcomes, stake and return. */
export function createBetsView() {
  const list = h('div', { class: 'sb-bets__list' });
  const element = h('section', { class: 'sb-panel sb-bets', id: 'sb-bets', 'aria-labelledby': 'sb-bets-title' }, h('h2', { class: 'sb-panel__title', id: 'sb-bets-title', text: 'Cược của tôi' }), list);
  fill(list, h('p', { class: 'sb-empty', text: 'Đang tải…' }));

  const legItem = (leg: Leg) =>
    h(
      'li',
      { class: 'sb-bet-leg' },
      h('div', { class: 'sb-bet-leg__pick' }, h('strong', { text: selectionText(leg, leg.side, leg) }), ' @ ', h('span', { class: 'sb-num', text: quoteText(leg.quote) })),
      h('div', { class: 'sb-bet-leg__match', text: `${leg.home} vs ${leg.away} · ${marketTitle(leg.kind, leg.period)} · ${formatDateTime(leg.kickoff)}` }),
      h('span', { class: `sb-outcome sb-outcome--${outcomeTone(leg.outcome)}`, text: outcomeText(leg.outcome) }),
    );

  const betCard = (bet: Bet) =>
    h(
      'article',
      { class: `sb-bet sb-bet--${bet.status}` },
      h('header', { class: 'sb-bet__head' }, h('strong', { text: betKindText(bet) }), h('span', { class: `sb-status sb-status--${bet.status}`, text: betStatusText(bet) })),
      h('ul', { class: 'sb-bet__legs' }, ...bet.legs.map(legItem)),
      h(
        'dl',
        { class: 'sb-bet__sums' },
        h('div', {}, h('dt', { text: 'Tiền cược' }), h('dd', { class: 'sb-num', text: formatMoney(bet.stake) })),
        bet.risk !== bet.stake ? h('div', {}, h('dt', { text: 'Tiền bị trừ' }), h('dd', { class: 'sb-num', text: formatMoney(bet.risk) })) : null,
        bet.status === 'open'
          ? h('div', {}, h('dt', { text: 'Tiền thắng dự kiến' }), h('dd', { class: 'sb-num', text: formatMoney(bet.potentialReturn) }))
          : h('div', {}, h('dt', { text: 'Tiền trả' }), h('dd', { class: 'sb-num', text: formatMoney(bet.win) })),
      ),
      bet.reason ? h('p', { class: 'sb-bet__reason', text: `Lý do: ${bet.reason}` }) : null,
      h('p', { class: 'sb-bet__meta', text: `${formatDateTime(bet.placedAt)} · ${ODDS_FORMAT_NAMES[bet.format]} · Mã ${bet.betId}` }),
    );

  return {
    element,
    show(bets: readonly Bet[]) {
      if (bets.length === 0) return fill(list, h('p', { class: 'sb-empty', text: 'Bạn chưa có phiếu cược nào.' }));
      const { open, settled } = splitBets(bets);
      fill(
        list,
        open.length ? h('h3', { class: 'sb-bets__group', text: `Đang chờ (${open.length})` }) : null,
        ...open.map(betCard),
        settled.length ? h('h3', { class: 'sb-bets__group', text: `Đã kết thúc (${settled.length})` }) : null,
        ...settled.map(betCard),
      );
    },
  };
}
