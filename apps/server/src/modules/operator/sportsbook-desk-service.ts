import type {
  FixtureCancelBody,
  FixtureCreateBody,
  FixtureUpdateBody,
  MarketCreateBody,
  MarketPriceBody,
  MarketRefBody,
  MatchResultBody,
  ResultCorrectBody,
  ResultEnterBody,
  TradingAction,
  TradingChangeResponse,
  TradingFixturesBody,
} from '@app/contract/sandbox-sportsbook';
import type { AuditAction } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { SportsbookTrading } from '../games/service.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

type Details = Record<string, string | number | boolean | null>;

const score = (r: MatchResultBody | null | undefined) => (r ? `${r.fullTime.home}-${r.fullTime.away} (H1 ${r.firstHalf.home}-${r.firstHalf.away})` : null);
const prices = (p: Record<string, string | undefined>) => Object.entries(p).filter(([, q]) => q !== undefined).map(([side, q]) => `${side} ${q}`).join(', ');

/**
 * The console's side of the sportsbook's trading desk: each change is made by the provider (over
 * signed HTTP, games/providers/sportsbook-trading.ts), then written to the audit log with what it
 * settled. A change the provider refuses leaves no audit row. A correction's row keeps the result
 * before and after and the reason.
 */
export function createSportsbookDeskService(deps: { db: Database; trading: SportsbookTrading }) {
  const { db, trading } = deps;

  async function audited(actor: Actor, action: AuditAction, call: Exclude<TradingAction, 'fixtures'>, body: unknown, details: Details): Promise<TradingChangeResponse> {
    const answer = await trading.call(call, body);
    const settled: Details = answer.settlement ? { settled: answer.settlement.settled, resettled: answer.settlement.resettled, moved: answer.settlement.moved } : {};
    await appendAudit(db, {
      operatorId: actor.operator.id,
      action,
      target: { kind: 'sportsbook_fixture', id: answer.fixture.fixtureId },
      details: { fixture: `${answer.fixture.home} – ${answer.fixture.away}`, ...details, ...settled },
      ip: actor.ip,
    });
    return answer;
  }

  return {
    fixtures: (body: TradingFixturesBody) => trading.call('fixtures', body),
    createFixture: (actor: Actor, body: FixtureCreateBody) => audited(actor, 'sportsbook.fixture_create', 'fixtureCreate', body, { sport: body.sport, league: body.league, kickoff: body.kickoff }),
    updateFixture: (actor: Actor, body: FixtureUpdateBody) =>
      audited(actor, 'sportsbook.fixture_update', 'fixtureUpdate', body, { kickoff: body.kickoff ?? null, status: body.status ?? null }),
    cancelFixture: (actor: Actor, body: FixtureCancelBody) => audited(actor, 'sportsbook.fixture_cancel', 'fixtureCancel', body, { reason: body.reason }),
    createMarket: (actor: Actor, body: MarketCreateBody) =>
      audited(actor, 'sportsbook.market_create', 'marketCreate', body, { kind: body.kind, period: body.period, line: body.line ?? null, prices: prices(body.prices), format: body.format }),
    changePrice: (actor: Actor, body: MarketPriceBody) =>
      audited(actor, 'sportsbook.price_change', 'marketPrice', body, { marketId: body.marketId, prices: prices(body.prices), format: body.format }),
    suspend: (actor: Actor, body: MarketRefBody) => audited(actor, 'sportsbook.market_suspend', 'marketSuspend', body, { marketId: body.marketId }),
    reopen: (actor: Actor, body: MarketRefBody) => audited(actor, 'sportsbook.market_reopen', 'marketReopen', body, { marketId: body.marketId }),
    enterResult: (actor: Actor, body: ResultEnterBody) => audited(actor, 'sportsbook.result_enter', 'resultEnter', body, { result: score(body.result) }),
    async correctResult(actor: Actor, body: ResultCorrectBody) {
      const before = (await trading.call('fixtures', { fixtureId: body.fixtureId })).fixtures[0];
      return audited(actor, 'sportsbook.result_correct', 'resultCorrect', body, { before: score(before?.result), after: score(body.result), reason: body.reason });
    },
  };
}

export type SportsbookDeskService = ReturnType<typeof createSportsbookDeskService>;
