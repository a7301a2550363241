import { formatMoney } from '@app/domain';
import { fill, h } from '../../lib/dom.ts';
import { marketTitle, quoteText, selectionText } from './odds-display.ts';
import type { PriceChange, SlipLeg, SlipPreview } from './slip.ts';

export type SlipViewState = {
  legs: readonly SlipLeg[];
  limits: { min: number; max: number } | null;
  preview: SlipPreview | null;
  problem: string | null;
  /** A refusal or a note: the server's sentence as sent, or ours (a leg refused). */
  message: string | null;
  changes: readonly PriceChange[];
  busy: boolean;
};

/** "Phiếu cược": the legs, the stake with its limits, what it takes and returns, the price changes to accept, "Đặt cược". */
export function createSlipView(handlers: { onRemove(leg: SlipLeg): void; onClear(): void; onStake(): void; onPlace(): void; onAccept(): void; onClose(): void }) {
  const title = h('h2', { class: 'sb-panel__title', id: 'sb-slip-title', text: 'Phiếu cược' });
  const kind = h('span', { class: 'sb-slip__kind' });
  const legsList = h('ul', { class: 'sb-slip__legs' });
  const stakeInput = h('input', {
    id: 'sb-stake',
    class: 'sb-stake__input',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: '0',
    'aria-describedby': 'sb-stake-limits',
    onInput: () => handlers.onStake(),
  });
  const limits = h('p', { class: 'sb-stake__limits', id: 'sb-stake-limits' });
  const sums = h('dl', { class: 'sb-slip__sums' });
  const changes = h('div', { class: 'sb-changes', role: 'alert' });
  const message = h('p', { class: 'sb-slip__message', role: 'alert' });
  const problem = h('p', { class: 'sb-slip__problem', 'aria-live': 'polite' });
  const placeButton = h('button', { type: 'button', class: 'button button--primary sb-place', text: 'Đặt cược', onClick: () => handlers.onPlace() });
  const clearButton = h('button', { type: 'button', class: 'button button--ghost sb-clear', text: 'Xóa hết', onClick: () => handlers.onClear() });
  const closeButton = h('button', { type: 'button', class: 'button button--ghost sb-slip__close', text: 'Thu gọn', onClick: () => handlers.onClose() });

  const element = h(
    'section',
    { class: 'sb-panel sb-slip', id: 'sb-slip', 'aria-labelledby': 'sb-slip-title' },
    h('header', { class: 'sb-slip__head' }, title, kind, closeButton),
    legsList,
    h('div', { class: 'sb-stake' }, h('label', { class: 'sb-label', for: 'sb-stake', text: 'Tiền cược (VND)' }), stakeInput, limits),
    sums,
    changes,
    message,
    problem,
    h('div', { class: 'sb-slip__actions' }, clearButton, placeButton),
  );

  const legItem = (leg: SlipLeg) =>
    h(
      'li',
      { class: `sb-slip-leg${leg.suspended ? ' sb-slip-leg--suspended' : ''}` },
      h(
        'div',
        { class: 'sb-slip-leg__text' },
        h('strong', { text: selectionText(leg, leg.side, leg) }),
        h('span', { class: 'sb-slip-leg__market', text: `${marketTitle(leg.kind, leg.period)} · ${leg.home} vs ${leg.away}` }),
      ),
      h('span', { class: 'sb-num sb-slip-leg__quote', text: leg.suspended ? 'Tạm khóa' : quoteText(leg.quote) }),
      h('button', { type: 'button', class: 'sb-remove', 'aria-label': `Bỏ ${selectionText(leg, leg.side, leg)}`, text: '×', onClick: () => handlers.onRemove(leg) }),
    );

  return {
    element,
    stakeText: () => stakeInput.value,
    setStakeText(text: string) {
      stakeInput.value = text;
    },
    show(state: SlipViewState) {
      kind.textContent = state.legs.length === 0 ? '' : state.legs.length === 1 ? 'Cược đơn' : `Xiên ${state.legs.length}`;
      if (state.legs.length === 0) fill(legsList, h('li', { class: 'sb-empty', text: 'Chạm vào một tỷ lệ để thêm vào phiếu.' }));
      else fill(legsList, ...state.legs.map(legItem));
      limits.textContent = state.limits ? `Tối thiểu ${formatMoney(state.limits.min)} · tối đa ${formatMoney(state.limits.max)}` : '';
      fill(
        sums,
        state.preview ? h('div', {}, h('dt', { text: 'Tiền bị trừ' }), h('dd', { class: 'sb-num', text: formatMoney(state.preview.risk) })) : null,
        state.preview ? h('div', {}, h('dt', { text: 'Tiền thắng dự kiến' }), h('dd', { class: 'sb-num sb-win', text: formatMoney(state.preview.potentialReturn) })) : null,
      );
      if (state.changes.length === 0) {
        fill(changes);
        changes.hidden = true;
      } else {
        changes.hidden = false;
        fill(
          changes,
          h('p', { class: 'sb-changes__title', text: 'Tỷ lệ đã thay đổi' }),
          h(
            'ul',
            {},
            ...state.changes.map((c) => {
              const leg = state.legs.find((l) => l.marketId === c.marketId && l.side === c.side);
              const name = leg ? selectionText(leg, leg.side, leg) : c.marketId;
              return h(
                'li',
                {},
                `${name}: `,
                h('span', { class: 'sb-num sb-old', text: quoteText(c.oldQuote) }),
                ' → ',
                h('span', { class: 'sb-num sb-new', text: c.newQuote === null ? 'Tạm khóa' : quoteText(c.newQuote) }),
              );
            }),
          ),
          state.changes.some((c) => c.newQuote !== null)
            ? h('button', { type: 'button', class: 'button button--primary sb-accept', text: 'Chấp nhận tỷ lệ mới', disabled: state.busy, onClick: () => handlers.onAccept() })
            : null,
        );
      }
      message.textContent = state.message ?? '';
      message.hidden = state.message === null;
      problem.textContent = state.legs.length > 0 && state.changes.length === 0 ? (state.problem ?? '') : '';
      placeButton.disabled = state.busy || state.problem !== null || state.changes.length > 0;
      placeButton.textContent = state.busy ? 'Đang gửi…' : 'Đặt cược';
      clearButton.disabled = state.busy || state.legs.length === 0;
    },
  };
}
