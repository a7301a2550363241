import { formatMoney } from '@app/domain';
import { XOC_DIA_BETS } from '@app/domain/casino';
import { winPresentation } from '../../lib/celebration.ts';
import { fill, h } from '../../lib/dom.ts';
import { resultText } from './table-logic.ts';
import { callXocDia } from './xoc-dia-api.ts';
import { xt } from './xoc-dia-text.ts';
import type { BetRecord, HistoryAnswer } from './xoc-dia-types.ts';

/** A settled bet as the page says it: a win only above the stake; a return at or under it plainly. */
function verdictOf(bet: BetRecord): { text: string; tone: 'open' | 'won' | 'back' | 'lost' } {
  if (bet.status === 'open') return { text: xt.statusOpen, tone: 'open' };
  const presentation = winPresentation(bet.stake, bet.win);
  if (presentation === 'celebrate') return { text: `${xt.statusWon} ${formatMoney(bet.win)}`, tone: 'won' };
  return presentation === 'plain' ? { text: xt.gotBack(bet.win), tone: 'back' } : { text: xt.statusLost, tone: 'lost' };
}

function historyItem(bet: BetRecord): HTMLElement {
  const lines = bet.bets.map((l) => `${XOC_DIA_BETS[l.kind].name} ${formatMoney(l.amount)}`).join(', ');
  const verdict = verdictOf(bet);
  return h(
    'li',
    { class: `xd-history__item xd-history__item--${verdict.tone}` },
    h('span', { class: 'xd-history__round', text: xt.historyRow(bet.roundNo) }),
    h('span', { class: 'xd-history__bets', text: lines }),
    h('span', { class: 'xd-history__result', text: bet.result ? resultText(bet.result) : '' }),
    h('span', { class: 'xd-history__verdict mono', text: verdict.text }),
  );
}

/** "Lịch sử cược": the member's latest bets at the table, each with its result and what it paid. */
export function createHistory() {
  const list = h('ol', { class: 'xd-history', 'aria-label': xt.history });
  const element = h('section', { class: 'xd-panel', 'aria-label': xt.history }, h('h2', { class: 'xd-panel__title', text: xt.history }), list);
  return {
    element,
    async load() {
      try {
        const answer = await callXocDia<HistoryAnswer>('xocDiaHistory', {});
        if (answer.bets.length === 0) fill(list, h('li', { class: 'xd-muted', text: xt.noHistory }));
        else fill(list, ...answer.bets.map(historyItem));
      } catch {
        // The list stays as it was; the next placement or settled round asks again.
      }
    },
  };
}
