import { exactFishingRtp, fishingRules, type FishingDefinition } from '@app/domain';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { formatPercent } from '../../lib/percent.ts';
import { openDialog } from '../../ui/dialog.ts';
import { fishBadge } from './fish-badge.ts';

/** "Thông tin trò chơi": every fish with its multiplier and capture chance, the RTP and the rules. */
export function openFishingInfo(def: FishingDefinition): void {
  const { perFish, min, max } = exactFishingRtp(def);
  const rtp = min === max ? formatPercent(min) : `${formatPercent(min)} – ${formatPercent(max)}`;
  openDialog(
    t.info,
    h('p', { class: 'rtp' }, h('span', { text: `${t.rtp}: ` }), h('strong', { text: rtp })),
    h('p', { class: 'hint', text: t.rtpNote }),
    h('h3', { text: t.fishTypes }),
    h(
      'table',
      { class: 'paytable' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Loại cá' }), h('th', { scope: 'col', text: 'Hệ số' }), h('th', { scope: 'col', text: t.captureChance }))),
      h(
        'tbody',
        {},
        ...perFish.map((fish) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, h('span', { class: 'paytable__symbol' }, fishBadge(fish.fishId, 48, 32), fish.name)),
            h('td', { text: t.multiplier(fish.multiplier) }),
            h('td', { text: formatPercent(fish.captureProbability) }),
          ),
        ),
      ),
    ),
    h('h3', { text: t.rules }),
    h('ul', { class: 'rules' }, ...fishingRules(def).map((rule) => h('li', { text: rule }))),
  );
}
