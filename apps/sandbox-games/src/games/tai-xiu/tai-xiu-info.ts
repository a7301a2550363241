import { TAI_XIU_RULES } from '@app/domain';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { formatPercent } from '../../lib/percent.ts';
import { openDialog } from '../../ui/dialog.ts';
import type { BetOption } from './bets.ts';

/** "Thông tin trò chơi": the bets with their odds and exact RTP, then the domain's rules text. */
export function openTaiXiuInfo(bets: readonly BetOption[]): void {
  openDialog(
    t.info,
    h(
      'table',
      { class: 'paytable' },
      h('caption', { text: t.houseEdgeNote }),
      h(
        'thead',
        {},
        h('tr', {}, ...['Cửa', 'Thắng khi', 'Tỷ lệ trả', 'RTP'].map((c) => h('th', { scope: 'col', text: c }))),
      ),
      h(
        'tbody',
        {},
        ...bets.map((bet) =>
          h('tr', {}, h('th', { scope: 'row', text: bet.name }), h('td', { text: bet.covers }), h('td', { text: t.odds(bet.odds) }), h('td', { text: formatPercent(bet.rtp) })),
        ),
      ),
    ),
    h('h3', { text: t.rules }),
    h('ul', { class: 'rules' }, ...TAI_XIU_RULES.map((rule) => h('li', { text: rule }))),
  );
}
