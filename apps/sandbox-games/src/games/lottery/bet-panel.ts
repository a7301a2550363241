import { formatMoney } from '@app/domain';
import { LOTTERY_BET_TYPES, LOTTERY_BETS, type LotteryBetType, type LotteryOdds } from '@app/domain/lottery';
import { fill, h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { minusIcon, plusIcon } from '../../ui/icons.ts';
import { DIGITS, QUICK_PICK_LABELS, quickPick, readThreeDigits, sortNumbers, toggleNumber, TWO_DIGIT_NUMBERS, type QuickPick } from './quick-picks.ts';
import { readPoints, selectionHint, type Draft } from './ticket-form.ts';
import { priceText } from './ticket-text.ts';

type Options = {
  /** Called after every change of bet type, numbers or points. */
  onChange(): void;
};

/**
 * The left side of the page: the bet type tabs with their rule and price, the number picker (the 00–99
 * grid and quick picks, or the 3 càng field and its list) and the points field.
 */
export function createBetPanel({ onChange }: Options) {
  let betType: LotteryBetType = 'lo';
  let twoDigit: string[] = [];
  let threeDigit: string[] = [];
  let odds: Partial<Record<LotteryBetType, LotteryOdds>> = {};
  let range = { min: 1, max: 1 };
  let disabled = false;

  // Bet type tabs: a group of toggle buttons (one pressed), each with its name.
  const typeButtons = new Map<LotteryBetType, HTMLButtonElement>();
  const types = h('div', { class: 'lt-types', role: 'group', 'aria-label': t.betTypes });
  for (const type of LOTTERY_BET_TYPES) {
    const button = h('button', { type: 'button', class: 'lt-type', 'aria-pressed': 'false', onClick: () => selectType(type), text: LOTTERY_BETS[type].name });
    typeButtons.set(type, button);
    types.append(button);
  }
  const rule = h('p', { class: 'lt-rule', id: 'lt-rule' });
  const price = h('p', { class: 'lt-price' });

  // The 00–99 grid.
  const cells = new Map<string, HTMLButtonElement>();
  const grid = h('div', { class: 'lt-grid', role: 'group', 'aria-label': t.numberGrid });
  for (const n of TWO_DIGIT_NUMBERS) {
    const cell = h('button', { type: 'button', class: 'lt-cell', 'aria-pressed': 'false', onClick: () => setTwoDigit(toggleNumber(twoDigit, n)), text: n });
    cells.set(n, cell);
    grid.append(cell);
  }
  const pick = (p: QuickPick) => () => setTwoDigit(quickPick(p));
  const setPicks = QUICK_PICK_LABELS.map(({ pick: p, label }) => h('button', { type: 'button', class: 'lt-chip', onClick: pick(p), text: label }));
  const quickMain = h(
    'div',
    { class: 'lt-quick__row' },
    ...setPicks,
    h('button', { type: 'button', class: 'lt-chip lt-chip--clear', onClick: () => setTwoDigit([]), text: t.clearNumbers }),
  );
  const digitRow = (label: string, name: (d: number) => string, kind: 'dau' | 'duoi') =>
    h(
      'div',
      { class: 'lt-quick__digits', role: 'group', 'aria-label': label },
      h('span', { class: 'lt-quick__label', 'aria-hidden': 'true', text: label }),
      ...DIGITS.map((d) => h('button', { type: 'button', class: 'lt-chip lt-chip--digit', 'aria-label': name(d), title: name(d), onClick: pick(`${kind}-${d}`), text: String(d) })),
    );
  const quickDigits = h('div', { class: 'lt-quick__more' }, digitRow(t.head, t.headDigit, 'dau'), digitRow(t.tail, t.tailDigit, 'duoi'));
  const quick = h('div', { class: 'lt-quick', role: 'group', 'aria-label': t.quickPicks }, quickMain, quickDigits);
  const twoDigitPicker = h('div', { class: 'lt-two' }, quick, grid);

  // 3 càng: a field, "Thêm số", and the numbers added.
  const threeInput = h('input', {
    id: 'lt-three',
    class: 'text-input lt-three__input',
    inputmode: 'numeric',
    autocomplete: 'off',
    maxlength: 3,
    pattern: '[0-9]{3}',
    placeholder: '000',
    'aria-describedby': 'lt-three-message',
  });
  const threeMessage = h('p', { class: 'lt-three__message', id: 'lt-three-message', role: 'status' });
  const threeList = h('ul', { class: 'lt-chosen', 'aria-label': t.pickNumbers });
  const threeForm = h(
    'form',
    { class: 'lt-three', novalidate: true },
    h('label', { for: 'lt-three', class: 'lt-label', text: t.threeDigitLabel }),
    h('div', { class: 'lt-three__row' }, threeInput, h('button', { type: 'submit', class: 'button', text: t.addNumber })),
    threeMessage,
    threeList,
  );
  threeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const number = readThreeDigits(threeInput.value);
    if (!number) return void (threeMessage.textContent = t.threeDigitInvalid);
    if (threeDigit.includes(number)) return void (threeMessage.textContent = t.numberAlreadyAdded(number));
    threeMessage.textContent = '';
    threeInput.value = '';
    threeDigit = sortNumbers([...threeDigit, number]);
    renderThree();
    onChange();
  });

  const hint = h('p', { class: 'lt-hint', role: 'status' });

  // Points: − field +.
  const pointsInput = h('input', { id: 'lt-points', class: 'text-input lt-points__input', type: 'number', inputmode: 'numeric', min: 1, step: 1, value: '1', 'aria-describedby': 'lt-points-range' });
  const pointsDown = h('button', { type: 'button', class: 'icon-button', 'aria-label': t.pointsDown, onClick: () => stepPoints(-1) }, minusIcon());
  const pointsUp = h('button', { type: 'button', class: 'icon-button', 'aria-label': t.pointsUp, onClick: () => stepPoints(1) }, plusIcon());
  const pointsRange = h('p', { class: 'hint', id: 'lt-points-range' });
  pointsInput.addEventListener('input', () => {
    renderPointsButtons();
    onChange();
  });
  const points = h(
    'div',
    { class: 'lt-points' },
    h('label', { for: 'lt-points', class: 'lt-label', text: t.pointsLabel }),
    h('div', { class: 'lt-points__row' }, pointsDown, pointsInput, pointsUp),
    pointsRange,
  );

  const pickerSlot = h('div', { class: 'lt-picker' });
  const element = h(
    'section',
    { class: 'lt-panel lt-bet', 'aria-label': t.pickNumbers },
    types,
    h('div', { class: 'lt-about' }, rule, price),
    hint,
    pickerSlot,
    points,
  );

  function pointsValue(): number {
    return readPoints(pointsInput.value);
  }
  function stepPoints(step: -1 | 1) {
    const now = pointsValue();
    const base = Number.isFinite(now) ? now : range.min;
    pointsInput.value = String(Math.min(range.max, Math.max(range.min, base + step)));
    renderPointsButtons();
    onChange();
  }
  function renderPointsButtons() {
    const now = pointsValue();
    pointsDown.disabled = disabled || !(now > range.min);
    pointsUp.disabled = disabled || !(Number.isFinite(now) ? now < range.max : true);
  }

  function numbers(): string[] {
    return LOTTERY_BETS[betType].digits === 3 ? threeDigit : twoDigit;
  }
  function setTwoDigit(next: string[]) {
    twoDigit = next;
    renderTwo();
    onChange();
  }
  function renderTwo() {
    const chosen = new Set(twoDigit);
    for (const [n, cell] of cells) cell.setAttribute('aria-pressed', String(chosen.has(n)));
    renderHint();
  }
  function renderThree() {
    fill(
      threeList,
      ...threeDigit.map((n) =>
        h(
          'li',
          { class: 'lt-chosen__item' },
          h('span', { class: 'lt-ball', text: n }),
          h('button', {
            type: 'button',
            class: 'lt-chosen__remove',
            'aria-label': t.removeNumber(n),
            title: t.removeNumber(n),
            text: '×',
            onClick: () => {
              threeDigit = threeDigit.filter((x) => x !== n);
              renderThree();
              onChange();
            },
          }),
        ),
      ),
    );
    renderHint();
  }
  function renderHint() {
    hint.textContent = selectionHint(betType, numbers().length);
  }
  function renderType() {
    for (const [type, button] of typeButtons) button.setAttribute('aria-pressed', String(type === betType));
    const info = LOTTERY_BETS[betType];
    rule.textContent = info.rule;
    const o = odds[betType];
    price.textContent = o ? priceText(o) : '';
    if (info.digits === 3) fill(pickerSlot, threeForm);
    else fill(pickerSlot, twoDigitPicker);
    // Xiên is exactly k numbers: the 10- and 50-number quick picks make no sense there (Xoá stays).
    for (const button of setPicks) button.hidden = Boolean(info.together);
    quickDigits.hidden = Boolean(info.together);
    renderHint();
  }
  function selectType(type: LotteryBetType) {
    if (type === betType) return;
    betType = type;
    renderType();
    onChange();
  }

  renderType();
  renderTwo();
  renderThree();
  renderPointsButtons();

  return {
    element,
    /** The ticket as picked. */
    draft(): Draft {
      return { betType, numbers: numbers(), points: pointsValue() };
    },
    setOdds(next: Partial<Record<LotteryBetType, LotteryOdds>>, points: { min: number; max: number }) {
      odds = next;
      if (range.min !== points.min || range.max !== points.max) {
        range = points;
        pointsInput.min = String(points.min);
        pointsInput.max = String(points.max);
        pointsRange.textContent = t.pointsRange(formatMoney(points.min), formatMoney(points.max));
        const now = pointsValue();
        if (Number.isFinite(now) && now < points.min) pointsInput.value = String(points.min);
      }
      renderType();
      renderPointsButtons();
    },
    /** After a ticket is bought: the numbers are cleared so a second tap does not buy it twice. */
    clearNumbers() {
      if (LOTTERY_BETS[betType].digits === 3) {
        threeDigit = [];
        renderThree();
      } else setTwoDigit([]);
    },
    setDisabled(next: boolean) {
      disabled = next;
      element.classList.toggle('is-busy', next);
      renderPointsButtons();
    },
  };
}

export type BetPanel = ReturnType<typeof createBetPanel>;
