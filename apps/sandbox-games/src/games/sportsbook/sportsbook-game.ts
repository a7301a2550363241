import { formatMoney } from '@app/domain';
import { ODDS_FORMAT_NAMES, type OddsFormat } from '@app/domain/sportsbook';
import { callGame, GameApiError } from '../../lib/api-client.ts';
import { h } from '../../lib/dom.ts';
import { createBalanceView } from '../../ui/balance-view.ts';
import { openDialog } from '../../ui/dialog.ts';
import { mountShell } from '../../ui/shell.ts';
import type { GameContext } from '../game-context.ts';
import { createBetsView } from './bets-view.ts';
import { createBoardView } from './board-view.ts';
import { FORMAT_CHOICES, ODDS_FORMAT_STORAGE_KEY, readOddsFormat } from './odds-display.ts';
import { createSlipIds, slipAnswered, slipKey } from './slip-id.ts';
import { acceptChanges, compareWithBoard, convertLegs, legFrom, parseStake, slipPreview, slipProblem, stakeLimits, toggleLeg, type PriceChange, type SlipLeg } from './slip.ts';
import { createSlipView } from './slip-view.ts';
import type { Board, BetsAnswer, Fixture, Market, PlaceAnswer, PlaceBody, Side } from './sportsbook-types.ts';

export type SportKey = 'football' | 'esports';

const REFRESH_MS = 10_000;
const SPORT_NAMES: Record<SportKey, string> = { football: 'Thể thao', esports: 'E-sports' };

function storedFormat(): OddsFormat {
  try {
    return readOddsFormat(window.localStorage.getItem(ODDS_FORMAT_STORAGE_KEY));
  } catch {
    return readOddsFormat(null);
  }
}

function storeFormat(format: OddsFormat): void {
  try {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, format);
  } catch {
    // Private mode: the choice lasts this visit only.
  }
}

/**
 * Thể thao / E-sports: the board by league in the member's odds format, the bet slip (single or xiên)
 * with its return from the domain, "Cược của tôi"; board and bets every 10 s while the page is seen.
 */
export function mountSportsbook(ctx: GameContext, sport: SportKey): void {
  let format = storedFormat();
  let fixtures: Fixture[] = [];
  let legs: SlipLeg[] = [];
  let changes: PriceChange[] = [];
  /** After a 409: accepting the new prices sends the slip again. */
  let resendOnAccept = false;
  let message: string | null = null;
  let busy = false;
  let placements = 0;
  let stopped = false;
  let timer: number | undefined;
  const ids = createSlipIds();

  const title = ctx.session.game.name || SPORT_NAMES[sport];
  const shell = mountShell(ctx.root, title, { onInfo: openInfo, onFairness: openPricing });
  shell.stage.classList.add('stage--scroll');

  const formatSelect = h(
    'select',
    { id: 'sb-format', class: 'sb-format__select', onChange: () => void changeFormat(formatSelect.value as OddsFormat) },
    ...FORMAT_CHOICES.map((c) => h('option', { value: c.format, text: c.name })),
  );
  formatSelect.value = format;
  const status = h('p', { class: 'sb-status-line', 'aria-live': 'polite' });
  const board = createBoardView(pick);
  board.show([], 'Đang tải bảng kèo…');
  const slip = createSlipView({
    onRemove: (leg) => {
      legs = legs.filter((l) => !(l.marketId === leg.marketId && l.side === leg.side));
      changes = changes.filter((c) => !(c.marketId === leg.marketId && c.side === leg.side));
      message = null;
      render();
    },
    onClear: () => {
      legs = [];
      changes = [];
      message = null;
      render();
    },
    onStake: () => render(),
    onPlace: () => void place(),
    onAccept: () => {
      legs = acceptChanges(legs, changes);
      changes = [];
      message = null;
      const resend = resendOnAccept;
      resendOnAccept = false;
      render();
      if (resend) void place();
    },
    onClose: () => setSheet(false),
  });
  const bets = createBetsView();

  const main = h(
    'div',
    { class: 'sb-main' },
    h(
      'div',
      { class: 'sb-toolbar' },
      h('h2', { class: 'sb-toolbar__title', text: SPORT_NAMES[sport] }),
      h('div', { class: 'sb-format' }, h('label', { class: 'sb-label', for: 'sb-format', text: 'Kiểu tỷ lệ' }), formatSelect),
    ),
    status,
    board.element,
  );
  const side = h('div', { class: 'sb-side' }, slip.element, bets.element);
  const layout = h('div', { class: 'sportsbook' }, main, side);
  shell.stage.append(layout);

  // The controls row: the balance everywhere; on phones also the slip's bar (leg count, "Đặt cược").
  const balance = createBalanceView(ctx.wallet.balance);
  const sheetButton = h('button', { type: 'button', class: 'button sb-bar__slip', 'aria-controls': 'sb-slip', 'aria-expanded': 'false', onClick: () => setSheet(!layout.classList.contains('sportsbook--sheet')) });
  const barPlace = h('button', { type: 'button', class: 'button button--primary sb-bar__place', text: 'Đặt cược', onClick: () => (currentProblem() === null ? void place() : setSheet(true)) });
  shell.controls.append(h('div', { class: 'sb-bar' }, balance.element, h('div', { class: 'sb-bar__slip-actions' }, sheetButton, barPlace)));
  ctx.wallet.subscribe((amount) => {
    balance.show(amount);
    render();
  });

  function setSheet(open: boolean) {
    layout.classList.toggle('sportsbook--sheet', open);
    sheetButton.setAttribute('aria-expanded', String(open));
  }

  function currentStake(): number | null {
    return parseStake(slip.stakeText());
  }

  function currentProblem(): string | null {
    return slipProblem(legs, currentStake(), ctx.wallet.balance, format, {
      outside: (min, max) => `Tiền cược phải từ ${formatMoney(min)} đến ${formatMoney(max)} VND cho phiếu này.`,
      overBalance: 'Số dư không đủ cho phiếu cược này.',
    });
  }

  function render() {
    const stake = currentStake();
    const problem = currentProblem();
    slip.show({ legs, limits: stakeLimits(legs), preview: stake === null ? null : slipPreview(legs, stake, format), problem, message, changes, busy });
    board.mark(legs);
    sheetButton.textContent = legs.length === 0 ? 'Phiếu cược' : `Phiếu cược (${legs.length})`;
    barPlace.disabled = busy || legs.length === 0;
  }

  function pick(fixture: Fixture, market: Market, side: Side) {
    if (busy) return;
    const before = legs.length;
    const result = toggleLeg(legs, legFrom(fixture, market, side));
    legs = result.legs;
    changes = changes.filter((c) => legs.some((l) => l.marketId === c.marketId && l.side === c.side));
    message = result.problem;
    if (before === 0 && legs.length === 1 && !slip.stakeText()) slip.setStakeText(String(legs[0]!.minStake));
    render();
  }

  /** The board (and the balance it carries) in the member's format; the slip compared against it. */
  async function loadBoard(): Promise<void> {
    const before = placements;
    const answer = await callGame<Board>('sportsbookBoard', { format });
    if (answer.format !== format) return;
    fixtures = answer.fixtures;
    board.show(fixtures, sport === 'esports' ? 'Chưa có trận E-sports nào mở kèo.' : 'Chưa có trận nào mở kèo.');
    const compared = compareWithBoard(legs, fixtures);
    legs = compared.legs;
    // The slip keeps the versions the member saw until the new ones are accepted: every difference shows.
    changes = compared.changes;
    if (changes.length === 0) resendOnAccept = false;
    if (placements === before && answer.balance !== ctx.wallet.balance) ctx.wallet.settle(answer.balance);
    render();
  }

  async function loadBets(): Promise<void> {
    const answer = await callGame<BetsAnswer>('sportsbookBets', {});
    bets.show(answer.bets);
  }

  async function refresh() {
    try {
      await Promise.all([loadBoard(), loadBets()]);
      status.textContent = '';
    } catch (error) {
      if (error instanceof GameApiError && error.sessionLost) return stop();
      status.textContent = error instanceof Error ? error.message : String(error);
    }
  }

  function schedule() {
    window.clearTimeout(timer);
    timer = undefined;
    if (stopped || document.visibilityState === 'hidden') return;
    timer = window.setTimeout(() => void refresh().then(schedule), REFRESH_MS);
  }

  function stop() {
    stopped = true;
    window.clearTimeout(timer);
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !stopped) void refresh().then(schedule);
    else schedule();
  });

  async function changeFormat(next: OddsFormat) {
    if (next === format) return;
    legs = convertLegs(legs, format, next);
    changes = [];
    format = next;
    storeFormat(next);
    render();
    try {
      await loadBoard();
    } catch (error) {
      if (error instanceof GameApiError && error.sessionLost) return stop();
      status.textContent = error instanceof Error ? error.message : String(error);
    }
  }

  async function place() {
    const stake = currentStake();
    if (busy || stake === null || currentProblem() !== null) return;
    busy = true;
    message = null;
    render();
    const sent = legs;
    const body: PlaceBody = {
      legs: sent.map((l) => ({ marketId: l.marketId, side: l.side, priceVersion: l.priceVersion })),
      stake,
      clientId: ids.idFor(slipKey(sent, stake, format)),
      format,
    };
    placements += 1;
    try {
      const answer = await callGame<PlaceAnswer>('sportsbookPlace', body);
      ids.answered();
      ctx.wallet.settle(answer.balance);
      legs = [];
      changes = [];
      message = `Đặt cược thành công: ${answer.bet.kind === 'single' ? 'cược đơn' : `xiên ${answer.bet.legs.length}`}, tiền cược ${formatMoney(answer.bet.stake)} VND.`;
      setSheet(false);
    } catch (error) {
      if (!(error instanceof GameApiError)) throw error;
      if (slipAnswered(error.status)) ids.answered();
      if (error.sessionLost) {
        stop();
      } else {
        message = error.message;
        if (error.status === 409) {
          // The 409's own price list does not reach the page (its client keeps only the message): the
          // board read now gives each leg's price, shown old → new to accept before sending again.
          resendOnAccept = true;
          busy = false;
          try {
            await loadBoard();
          } catch {
            // The message above stays; the next refresh compares again.
          }
        }
      }
    } finally {
      busy = false;
      render();
    }
    if (!stopped) void refresh();
  }

  function openInfo() {
    openDialog(
      `Luật chơi ${SPORT_NAMES[sport]}`,
      h('p', { text: 'Kèo châu Á: cửa được chấp cộng mức kèo vào hiệu số bàn thắng. Kèo lẻ 1/4 (như −0.25 tức 0/0.5, hoặc −0.75 tức 0.5/1) chia đôi tiền cược cho hai mức kèo liền kề, nên có thể thắng nửa hoặc thua nửa.' }),
      h('p', { text: 'Tài/Xỉu: tổng số bàn thắng so với mức kèo. 1X2: đội nhà thắng (1), hòa (X), đội khách thắng (2). Các kèo "Hiệp 1" tính theo tỷ số hết hiệp 1.' }),
      h('p', { text: 'Tỷ lệ âm (Malaysia, Indonesia): tiền cược là tiền thắng, tiền bị trừ là tiền cược × |tỷ lệ|. Cược xiên: tiền cược × tích các tỷ lệ thập phân; trận hòa kèo hoặc bị hủy tính tỷ lệ 1.' }),
      h('p', { text: `Kiểu tỷ lệ đang dùng: ${ODDS_FORMAT_NAMES[format]}.` }),
    );
  }

  function openPricing() {
    openDialog(
      'Tỷ lệ và thanh toán',
      h('p', { text: 'Tỷ lệ do bàn giao dịch của nhà cung cấp đặt. Phiếu cược được nhận đúng tỷ lệ bạn thấy: khi tỷ lệ đổi, trang hiện tỷ lệ cũ → mới và chỉ gửi lại khi bạn bấm "Chấp nhận tỷ lệ mới".' }),
      h('p', { text: 'Phiếu được thanh toán theo kết quả trận đấu do nhà cung cấp nhập; trận bị hủy được hoàn tiền kèm lý do trong "Cược của tôi".' }),
    );
  }

  render();
  void refresh().then(schedule);
}
