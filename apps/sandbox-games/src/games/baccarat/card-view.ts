import { cardRank, cardSuit, type Suit } from '@app/domain/casino';
import { svg } from '../../lib/dom.ts';
import { bt, RANK_LABELS } from './baccarat-text.ts';

const SUIT_SYMBOLS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const isRed = (suit: Suit) => suit === 'hearts' || suit === 'diamonds';

/** A card face drawn in SVG (rank in the corners, the suit in the middle), named for screen readers. */
export function cardFace(card: number, fresh: boolean): SVGSVGElement {
  const suit = cardSuit(card);
  const rank = RANK_LABELS[cardRank(card) - 1] ?? '';
  const colour = isRed(suit) ? '#c62828' : '#17202e';
  return svg(
    'svg',
    { class: `bac-card${fresh ? ' bac-card--fresh' : ''}`, viewBox: '0 0 60 84', role: 'img', 'aria-label': bt.cardName(cardRank(card), suit) },
    svg('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fbfaf5', stroke: '#c9c2ae', 'stroke-width': 1.5 }),
    svg('text', { x: 6, y: 17, 'font-size': 15, 'font-weight': 700, fill: colour, 'font-family': 'system-ui, sans-serif', text: rank }),
    svg('text', { x: 6, y: 31, 'font-size': 13, fill: colour, text: SUIT_SYMBOLS[suit] }),
    svg('text', { x: 30, y: 58, 'font-size': 30, 'text-anchor': 'middle', fill: colour, text: SUIT_SYMBOLS[suit] }),
    svg('text', { x: 54, y: 78, 'font-size': 15, 'font-weight': 700, 'text-anchor': 'end', fill: colour, 'font-family': 'system-ui, sans-serif', text: rank }),
  );
}

/** A card dealt but not yet turned. */
export function cardBack(): SVGSVGElement {
  return svg(
    'svg',
    { class: 'bac-card bac-card--back', viewBox: '0 0 60 84', role: 'img', 'aria-label': bt.faceDown },
    svg('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#7a1a2a', stroke: '#c08a1c', 'stroke-width': 2 }),
    svg('rect', { x: 7, y: 7, width: 46, height: 70, rx: 4, fill: 'none', stroke: '#e8c46a', 'stroke-width': 1, 'stroke-dasharray': '3 3' }),
    svg('circle', { cx: 30, cy: 42, r: 9, fill: 'none', stroke: '#e8c46a', 'stroke-width': 1.5 }),
  );
}
