import { fill, h } from '../lib/dom.ts';
import { t } from '../lib/i18n.ts';
import { infoIcon, shieldIcon } from './icons.ts';

export type Shell = {
  /** Where the game draws: fills what the header and the controls leave. */
  stage: HTMLElement;
  controls: HTMLElement;
  /** Shows the server's refusal (or our own sentence) until the next round; null clears it. */
  notify(message: string | null): void;
};

/** The frame every game shares: its name and the two panels on top, the stage, the controls below. */
export function mountShell(root: HTMLElement, title: string, panels: { onInfo(): void; onFairness(): void }): Shell {
  const stage = h('section', { class: 'stage', 'aria-label': title });
  const controls = h('section', { class: 'controls' });
  const notice = h('p', { class: 'notice', role: 'alert' });
  notice.hidden = true;
  const header = h(
    'header',
    { class: 'topbar' },
    h('h1', { class: 'topbar__title', text: title }),
    h(
      'div',
      { class: 'topbar__actions' },
      h('button', { type: 'button', class: 'icon-button', 'aria-label': t.info, title: t.info, onClick: panels.onInfo }, infoIcon()),
      h('button', { type: 'button', class: 'icon-button', 'aria-label': t.fairness, title: t.fairness, onClick: panels.onFairness }, shieldIcon()),
    ),
  );
  fill(root, header, stage, notice, controls);
  root.removeAttribute('aria-busy');
  document.title = title;
  return {
    stage,
    controls,
    notify(message) {
      notice.textContent = message ?? '';
      notice.hidden = message === null;
    },
  };
}

/** The whole page as one sentence: a session that cannot be opened, an unknown game. */
export function showPageMessage(root: HTMLElement, message: string, retry?: () => void): void {
  fill(
    root,
    h(
      'div',
      { class: 'page-message', role: 'alert' },
      h('p', { text: message }),
      retry ? h('button', { type: 'button', class: 'button button--primary', onClick: retry, text: 'Thử lại' }) : null,
    ),
  );
  root.removeAttribute('aria-busy');
}
