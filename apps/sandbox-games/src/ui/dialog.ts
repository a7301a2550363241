import { h } from '../lib/dom.ts';
import { t } from '../lib/i18n.ts';
import { closeIcon } from './icons.ts';

let counter = 0;

/**
 * A modal built on <dialog>: showModal() makes the rest of the page inert (focus stays inside) and
 * Escape closes it. Removed from the page once closed.
 */
export function openDialog(title: string, ...content: Node[]): HTMLDialogElement {
  counter += 1;
  const titleId = `dialog-title-${counter}`;
  const dialog = h(
    'dialog',
    { class: 'dialog', 'aria-labelledby': titleId },
    h(
      'header',
      { class: 'dialog__header' },
      h('h2', { id: titleId, class: 'dialog__title', text: title }),
      h('button', { type: 'button', class: 'icon-button', 'aria-label': t.close, onClick: () => dialog.close() }, closeIcon()),
    ),
    h('div', { class: 'dialog__body' }, ...content),
  );
  dialog.addEventListener('close', () => dialog.remove());
  // A click on the backdrop (the dialog element itself, outside its content box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
