import { formatMoney, slotInfo, type SlotDefinition } from '@app/domain';
import { h, svg } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { formatPercent } from '../../lib/percent.ts';
import { openDialog } from '../../ui/dialog.ts';
import { symbolImage } from './art/sprite.ts';
import { symbolNamer } from './slot-round.ts';

/** "Thông tin trò chơi": RTP, paytable at the current stake, rules, the 20 lines and the reel strips. */
export function openSlotInfo(def: SlotDefinition, stake: number): void {
  const info = slotInfo(def, stake);
  const name = symbolNamer(def);
  const paytable = h(
    'table',
    { class: 'paytable' },
    h('caption', { text: t.paytableNote(stake) }),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Biểu tượng' }), ...['×3', '×4', '×5'].map((c) => h('th', { scope: 'col', text: c })))),
    h(
      'tbody',
      {},
      ...info.paytable.map((row) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, h('span', { class: 'paytable__symbol' }, symbolImage(row.symbolId, row.symbolName, 36), row.symbolName)),
          ...[row.pays3, row.pays4, row.pays5].map((pay) => h('td', { text: formatMoney(pay) })),
        ),
      ),
    ),
  );
  const lines = h(
    'ol',
    { class: 'payline-list' },
    ...info.paylines.map((rows, i) =>
      h(
        'li',
        { 'aria-label': `Dòng ${i + 1}` },
        svg(
          'svg',
          { viewBox: '0 0 50 30', width: 60, height: 36, 'aria-hidden': 'true' },
          ...rows.flatMap((_, reel) => [0, 1, 2].map((row) => svg('rect', { x: reel * 10 + 1, y: row * 10 + 1, width: 8, height: 8, rx: 1.5, class: rows[reel] === row ? 'on' : 'off' }))),
          svg('polyline', { points: rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' '), class: 'payline-mini' }),
        ),
        h('span', { text: String(i + 1) }),
      ),
    ),
  );
  const strips = h(
    'div',
    { class: 'strips' },
    ...def.reels.map((strip, reel) =>
      h(
        'section',
        { class: 'strip' },
        h('h4', { text: `${t.reel(reel + 1)} (${strip.length})` }),
        h('ol', { class: 'strip__symbols', 'aria-label': `${t.reel(reel + 1)}: ${strip.map(name).join(', ')}` }, ...strip.map((id) => h('li', {}, symbolImage(id, name(id), 26)))),
      ),
    ),
  );
  openDialog(
    t.info,
    h('p', { class: 'rtp' }, h('span', { text: `${t.rtp}: ` }), h('strong', { text: formatPercent(info.rtp) })),
    h('p', { class: 'hint', text: t.rtpNote }),
    h('h3', { text: t.paytable }),
    paytable,
    h('h3', { text: t.rules }),
    h('ul', { class: 'rules' }, ...info.rules.map((rule) => h('li', { text: rule }))),
    h('h3', { text: t.paylines }),
    lines,
    h('h3', { text: t.reelStrips }),
    strips,
  );
}
