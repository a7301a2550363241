import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import type { Ticket } from './lottery-types.ts';
import { betTypeName, drawTimeText, hitsText, orderTickets, pointsText, ticketStatusText, vnd } from './ticket-text.ts';

/** "Vé của tôi": the member's latest tickets, those waiting for the draw on top. */
export function createTicketsList() {
  const title = h('h2', { class: 'lt-section__title', id: 'lt-tickets-title', text: t.myTickets });
  const list = h('ul', { class: 'lt-tickets__list', 'aria-labelledby': 'lt-tickets-title' });
  const status = h('p', { class: 'lt-empty', text: t.ticketsLoading });
  const element = h('section', { class: 'lt-panel lt-tickets', 'aria-labelledby': 'lt-tickets-title' }, title, status, list);

  let tickets: Ticket[] = [];
  let openDrawId: string | null = null;

  function render() {
    const ordered = orderTickets(tickets, openDrawId);
    status.textContent = t.noTickets;
    status.hidden = ordered.length > 0;
    fill(list, ...ordered.map(ticketItem));
  }

  return {
    element,
    get count() {
      return tickets.filter((x) => x.status === 'open').length;
    },
    setTickets(next: readonly Ticket[]) {
      tickets = [...next];
      render();
    },
    add(ticket: Ticket) {
      tickets = [ticket, ...tickets.filter((x) => x.ticketId !== ticket.ticketId)];
      render();
    },
    setOpenDraw(drawId: string) {
      if (drawId === openDrawId) return;
      openDrawId = drawId;
      render();
    },
    /** Tickets of a draw still waiting for their result. */
    hasOpen(): boolean {
      return tickets.some((x) => x.status === 'open');
    },
  };
}

const QUIET_MISSES_FROM = 6;

/** A settled ticket lists the numbers that came out first; an open one keeps the order picked. */
function settledOrder(numbers: readonly string[], results: Map<string, { hits: number }>): string[] {
  if (results.size === 0) return [...numbers];
  const hit = (n: string) => ((results.get(n)?.hits ?? 0) > 0 ? 0 : 1);
  return [...numbers].sort((a, b) => hit(a) - hit(b));
}

function ticketItem(ticket: Ticket): HTMLLIElement {
  const results = new Map((ticket.results ?? []).map((r) => [r.number, r]));
  return h(
    'li',
    { class: `lt-ticket lt-ticket--${ticket.status}` },
    h(
      'div',
      { class: 'lt-ticket__head' },
      h('span', { class: 'lt-ticket__draw', text: t.drawLabel(ticket.drawId) }),
      h('span', { class: 'lt-ticket__status', text: ticketStatusText(ticket) }),
    ),
    h(
      'p',
      { class: 'lt-ticket__meta' },
      h('strong', { text: betTypeName(ticket.betType) }),
      ` · ${pointsText(ticket.points)} · ${t.ticketCost} ${vnd(ticket.cost)}`,
      h('span', { class: 'lt-ticket__time', text: ` · ${drawTimeText(ticket.drawAt)}` }),
    ),
    h(
      'ul',
      { class: 'lt-ticket__numbers' },
      ...settledOrder(ticket.numbers, results).map((number) => {
        const result = results.get(number);
        // On a long ticket only the numbers that came out say so in words; the others are dimmed (and
        // still named for a screen reader).
        const quiet = result !== undefined && result.hits === 0 && ticket.numbers.length > QUIET_MISSES_FROM;
        return h(
          'li',
          { class: `lt-ticket__number${result ? (result.hits > 0 ? ' is-hit' : ' is-miss') : ''}` },
          h('span', { class: 'lt-ball lt-ball--small', text: number }),
          result ? h('span', { class: quiet ? 'sr-only' : 'lt-ticket__hits', text: hitsText(ticket.betType, result.hits) }) : null,
        );
      }),
    ),
  );
}
