import type { FishingDefinition } from '@app/domain';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { fishBadge } from './fish-badge.ts';

/**
 * One button per fish type, with its multiplier: the legend of the sea, and the way to shoot without
 * pointing at a moving target (keyboard, screen reader, or simply an easier tap).
 */
export function createTargetBar(def: FishingDefinition, onShoot: (typeId: string) => void) {
  const buttons = def.fish.map((fish) =>
    h(
      'button',
      { type: 'button', class: 'target', 'aria-label': t.shootAt(fish.name, fish.multiplier), onClick: () => onShoot(fish.id) },
      fishBadge(fish.id),
      h('span', { class: 'target__multiplier', text: t.multiplier(fish.multiplier) }),
    ),
  );
  const element = h('div', { class: 'targets', role: 'group', 'aria-label': t.fishTargets }, ...buttons);
  return {
    element,
    setDisabled(disabled: boolean) {
      for (const button of buttons) button.setAttribute('aria-disabled', String(disabled));
    },
  };
}
