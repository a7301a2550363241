import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { createBalanceView } from '../../ui/balance-view.ts';
import { vnd } from './ticket-text.ts';

/**
 * The bar kept at the bottom of the screen: the balance, the ticket's cost (or why it cannot be bought)
 * and "Đặt cược".
 */
export function createTicketBar(balance: number, onBuy: () => void) {
  const balanceView = createBalanceView(balance);
  const cost = h('output', { class: 'lt-bar__cost', id: 'lt-cost', text: '0' });
  const detail = h('p', { class: 'lt-bar__detail', id: 'lt-bar-detail' });
  const button = h('button', { type: 'button', class: 'round-button lt-bar__buy', 'aria-describedby': 'lt-bar-detail', onClick: () => onBuy() }, h('span', { class: 'round-button__text', text: t.placeBet }));
  const element = h(
    'div',
    { class: 'lt-bar' },
    balanceView.element,
    h('div', { class: 'lt-bar__ticket' }, h('span', { class: 'balance__label', text: t.ticketCost }), cost),
    button,
    detail,
  );
  let busy = false;
  let problem: string | null = t.lotteryLoading;
  let note: string | null = null;
  let breakdown = '';

  function render() {
    button.disabled = busy || problem !== null;
    button.setAttribute('aria-busy', String(busy));
    const text = button.firstElementChild;
    if (text) text.textContent = busy ? t.placingBet : t.placeBet;
    detail.textContent = note ?? problem ?? breakdown;
    detail.classList.toggle('is-problem', note === null && problem !== null);
    detail.classList.toggle('is-note', note !== null);
  }
  render();

  return {
    element,
    showBalance: balanceView.show,
    /** The cost (null: none yet), and the breakdown or the reason it cannot be bought. */
    setTicket(amount: number | null, how: string, reason: string | null) {
      // The note after a purchase stays until the ticket or the reason changes (not on each poll).
      if (reason !== problem || how !== breakdown) note = null;
      cost.textContent = amount === null ? '—' : vnd(amount);
      problem = reason;
      breakdown = how;
      render();
    },
    /** A sentence after a purchase ("Đã đặt vé …") until the ticket changes. */
    setNote(text: string) {
      note = text;
      render();
    },
    setBusy(next: boolean) {
      busy = next;
      render();
    },
  };
}
