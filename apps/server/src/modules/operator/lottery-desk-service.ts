import type { LotteryOddsChangeResponse, LotteryOddsSetBody } from '@app/contract/sandbox-lottery';
import { formatMoney } from '@app/domain';
import { LOTTERY_BETS, lotteryStats, percentText, type LotteryOdds } from '@app/domain/lottery';
import type { Database } from '../../db/database.ts';
import type { LotteryTrading } from '../games/service.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

/** "1,000 → 80,000 (lợi nhuận nhà cái 20.000%)": odds as the audit log shows them. */
const oddsText = (betType: LotteryOddsSetBody['betType'], odds: LotteryOdds) =>
  `${formatMoney(odds.pointPrice)} → ${formatMoney(odds.payoutPerPoint)} (lợi nhuận nhà cái ${percentText(lotteryStats(betType, odds).houseEdge)})`;

/**
 * The console's side of the lottery's odds desk: each change is made by the provider (over signed
 * HTTP, games/providers/lottery-trading.ts), then written to the audit log with the odds before and
 * after. A change the provider refuses leaves no audit row.
 */
export function createLotteryDeskService(deps: { db: Database; trading: LotteryTrading }) {
  const { db, trading } = deps;
  return {
    odds: () => trading.odds(),
    async setOdds(actor: Actor, body: LotteryOddsSetBody): Promise<LotteryOddsChangeResponse> {
      const answer = await trading.setOdds(body);
      const after = answer.odds.find((o) => o.betType === body.betType) ?? body;
      await appendAudit(db, {
        operatorId: actor.operator.id,
        action: 'lottery.odds_change',
        target: { kind: 'lottery_bet_type', id: body.betType },
        details: { betType: LOTTERY_BETS[body.betType].name, before: oddsText(body.betType, answer.before), after: oddsText(body.betType, after) },
        ip: actor.ip,
      });
      return answer;
    },
  };
}

export type LotteryDeskService = ReturnType<typeof createLotteryDeskService>;
