import { LOTTERY_BET_TYPES, LOTTERY_BETS, LOTTERY_CLOSE_BEFORE_MS, type LotteryBetType, type LotteryGameInfo, type LotteryOdds } from '@app/domain/lottery';
import { formatMoney } from '@app/domain';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { openDialog } from '../../ui/dialog.ts';
import { priceText } from './ticket-text.ts';

/** "Thông tin trò chơi": when it draws, each bet type's rule and price, the points per ticket. */
export function openLotteryInfo(game: LotteryGameInfo, odds: Partial<Record<LotteryBetType, LotteryOdds>>, points: { min: number; max: number } | null): void {
  const content: Node[] = [
    h('p', { class: 'lead', text: `${game.name}: ${game.scheduleText}.` }),
    h('p', { class: 'lead', text: t.lotteryRulesIntro(LOTTERY_CLOSE_BEFORE_MS / 1000) }),
  ];
  if (points) content.push(h('p', { class: 'lead', text: `${t.pointsLabel}: ${t.pointsRange(formatMoney(points.min), formatMoney(points.max)).toLowerCase()} mỗi vé.` }));
  openDialog(
    t.info,
    ...content,
    h('h3', { text: t.rules }),
    h(
      'ul',
      { class: 'rules' },
      ...LOTTERY_BET_TYPES.map((type) => {
        const o = odds[type];
        return h('li', {}, h('strong', { text: `${LOTTERY_BETS[type].name}: ` }), LOTTERY_BETS[type].rule, o ? h('span', { class: 'hint lt-info__price', text: ` ${priceText(o)}` }) : null);
      }),
    ),
  );
}

/** "Công bằng": how a draw is made and checked, and the hash committed for the draw on sale. */
export function openLotteryFairness(open: { drawId: string; serverSeedHash: string } | null): void {
  const content: Node[] = [h('p', { class: 'lead', text: t.lotteryFairIntro })];
  if (open) {
    content.push(h('dl', { class: 'facts' }, h('dt', { text: `${t.openDrawHash} (${open.drawId})` }), h('dd', {}, h('code', { class: 'mono', text: open.serverSeedHash }))));
  }
  openDialog(t.fairTitle, ...content);
}
