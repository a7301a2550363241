import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { countdownText, type BettingPhase } from './countdown.ts';
import { drawTimeText } from './ticket-text.ts';

/**
 * The top of the page: the draw on sale ("Kỳ ST1-20261127-0751"), when it is drawn, the countdown to
 * its close ("Đóng cược sau 00:42"), then "Đang quay…"; a polite live region says only the changes
 * (closed, a new draw open, a result in), never each second.
 */
export function createLotteryHeader(scheduleText: string) {
  const drawId = h('h2', { class: 'lt-head__draw', text: t.lotteryLoading });
  const schedule = h('p', { class: 'lt-head__schedule', text: scheduleText });
  const clockLabel = h('span', { class: 'lt-clock__label', text: t.closesIn });
  const clockTime = h('span', { class: 'lt-clock__time', text: '--:--' });
  const clock = h('p', { class: 'lt-clock' }, clockLabel, clockTime);
  const drawing = h('p', { class: 'lt-head__drawing' });
  drawing.hidden = true;
  const offline = h('p', { class: 'lt-head__offline', text: t.connectionLost });
  offline.hidden = true;
  const live = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const element = h(
    'section',
    { class: 'lt-head', 'aria-label': t.lotteryLoading },
    h('div', { class: 'lt-head__main' }, drawId, schedule),
    clock,
    drawing,
    offline,
    live,
  );
  let lastPhase: BettingPhase['kind'] | null = null;

  return {
    element,
    setDraw(id: string, drawAt: string) {
      drawId.textContent = t.drawLabel(id);
      element.setAttribute('aria-label', t.drawLabel(id));
      schedule.textContent = `${scheduleText} · ${t.drawAtLabel(drawTimeText(drawAt))}`;
    },
    /** Called every tick; the figure changes each second, the classes only when the phase does. */
    setPhase(phase: BettingPhase) {
      if (phase.kind === 'open') {
        clockTime.textContent = countdownText(phase.msToClose);
        if (lastPhase !== 'open') fill(clock, clockLabel, ' ', clockTime);
        clock.classList.toggle('is-soon', phase.msToClose <= 10_000);
      } else if (lastPhase !== 'closed') {
        fill(clock, h('span', { class: 'lt-clock__drawing', text: t.drawing }));
        clock.classList.remove('is-soon');
      }
      clock.classList.toggle('is-closed', phase.kind === 'closed');
      lastPhase = phase.kind;
    },
    setDrawing(id: string | null) {
      drawing.textContent = id ? t.drawingDraw(id) : '';
      drawing.hidden = id === null;
    },
    setOffline(isOffline: boolean) {
      offline.hidden = !isOffline;
    },
    announce(text: string) {
      live.textContent = text;
    },
  };
}

export type LotteryHeader = ReturnType<typeof createLotteryHeader>;
