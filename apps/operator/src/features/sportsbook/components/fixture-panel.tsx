import { formatDateTime } from '@app/domain';
import type { TradingFixture } from '@app/contract/sandbox-sportsbook';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { FixtureUpdate } from './fixture-update.tsx';
import { MarketForm } from './market-form.tsx';
import { MarketTable } from './market-table.tsx';
import { ResultForm } from './result-form.tsx';

type FixturePanelProps = { fixture: TradingFixture; onNotice: (notice: string) => void; onClose: () => void };

/** One fixture at the desk: its facts, its markets, and (for the trading roles) every change it can take. */
export function FixturePanel({ fixture, onNotice, onClose }: FixturePanelProps) {
  const s = t.sportsbook;
  const may = useMay();
  const match = s.versus(fixture.home, fixture.away);
  const playing = fixture.status === 'scheduled' || fixture.status === 'live';
  const titleId = `fixture-${fixture.fixtureId}-title`;
  return (
    <section className="panel desk-fixture" aria-labelledby={titleId}>
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {s.fixture.title(match)}
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          {s.fixture.close}
        </button>
      </div>
      <dl className="panel__body desk-facts">
        <div>
          <dt>{s.columns.kickoff}</dt>
          <dd className="num">{formatDateTime(fixture.kickoff)}</dd>
        </div>
        <div>
          <dt>{s.columns.league}</dt>
          <dd>
            {fixture.league} · {s.sports[fixture.sport]}
          </dd>
        </div>
        <div>
          <dt>{s.columns.status}</dt>
          <dd>
            <span className={`fstate fstate--${fixture.status}`}>{s.statuses[fixture.status]}</span>
          </dd>
        </div>
        <div>
          <dt>{s.columns.bets}</dt>
          <dd className="num">{s.betCounts(fixture.bets.open, fixture.bets.settled)}</dd>
        </div>
        <div>
          <dt>{s.fixture.id}</dt>
          <dd className="mono">{fixture.fixtureId}</dd>
        </div>
        {fixture.cancelReason ? (
          <div>
            <dt>{s.fixture.cancelReason}</dt>
            <dd>{fixture.cancelReason}</dd>
          </div>
        ) : null}
      </dl>
      {may('sportsbookFixtureUpdate') || may('sportsbookFixtureCancel') ? (
        playing ? <FixtureUpdate fixture={fixture} match={match} onNotice={onNotice} /> : null
      ) : (
        <p className="panel__body hint">{s.fixture.readOnly}</p>
      )}
      <MarketTable fixture={fixture} onNotice={onNotice} />
      {playing && may('sportsbookMarketCreate') ? <MarketForm fixtureId={fixture.fixtureId} onNotice={onNotice} /> : null}
      {fixture.status !== 'cancelled' && (fixture.result ? may('sportsbookResultCorrect') : may('sportsbookResultEnter')) ? (
        <ResultForm fixture={fixture} onNotice={onNotice} />
      ) : null}
    </section>
  );
}
