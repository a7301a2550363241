import { useState } from 'react';
import type { Sport, TradingFixture } from '@app/contract/sandbox-sportsbook';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFixtures } from '../api/fixtures.ts';
import { deskOrder } from '../utils/desk-order.ts';
import { FixtureForm } from './fixture-form.tsx';
import { FixturePanel } from './fixture-panel.tsx';
import { FixtureTable } from './fixture-table.tsx';
import './sportsbook.css';

type Status = TradingFixture['status'];
const SPORTS = Object.keys(t.sportsbook.sports) as Sport[];
const STATUSES = Object.keys(t.sportsbook.statuses) as Status[];

/**
 * "Thể thao": the sportsbook's trading desk. Every role reads the fixtures; the trading roles create
 * fixtures and markets, move prices, suspend and reopen, enter and correct results. Each change answers
 * with the fixture as it now is, and the list shows it.
 */
export function SportsbookPage() {
  const s = t.sportsbook;
  useDocumentTitle(s.heading);
  const may = useMay();
  const [sport, setSport] = useState<Sport | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useFixtures(sport || undefined);
  const fixtures = deskOrder((list.data?.fixtures ?? []).filter((f) => !status || f.status === status));
  const open = list.data?.fixtures.find((f) => f.fixtureId === openId) ?? null;

  return (
    <section className="page" aria-labelledby="sportsbook-heading">
      <header className="page__header page__header--stacked">
        <h1 id="sportsbook-heading" className="page__title">
          {s.heading}
        </h1>
        <p className="page__lead">{s.lead}</p>
        <p className="desk-notice" role="status">
          {notice}
        </p>
      </header>
      <div className="desk-layout">
        <section className="panel" aria-labelledby="sportsbook-list-title">
          <div className="panel__header">
            <h2 id="sportsbook-list-title" className="panel__title">
              {s.listTitle}
            </h2>
            <button type="button" className="button button--ghost button--small" disabled={list.isFetching} aria-busy={list.isFetching} onClick={() => void list.refetch()}>
              {s.refresh}
            </button>
          </div>
          <div className="panel__body filters">
            <div className="field">
              <label className="field__label" htmlFor="sportsbook-sport">
                {s.sportFilter}
              </label>
              <select id="sportsbook-sport" className="field__input" value={sport} onChange={(e) => setSport(e.target.value as Sport | '')}>
                <option value="">{s.allSports}</option>
                {SPORTS.map((x) => (
                  <option key={x} value={x}>
                    {s.sports[x]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="sportsbook-status">
                {s.statusFilter}
              </label>
              <select id="sportsbook-status" className="field__input" value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
                <option value="">{s.allStatuses}</option>
                {STATUSES.map((x) => (
                  <option key={x} value={x}>
                    {s.statuses[x]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {list.data ? (
            fixtures.length === 0 ? (
              <p className="empty empty--flat">{s.empty}</p>
            ) : (
              <FixtureTable fixtures={fixtures} openId={openId} onOpen={(f) => setOpenId(f.fixtureId)} />
            )
          ) : list.isPending ? (
            <p className="hint panel__body" role="status">
              <span className="spinner" aria-hidden="true" /> {t.loading}
            </p>
          ) : null}
        </section>
        {open ? <FixturePanel key={open.fixtureId} fixture={open} onNotice={setNotice} onClose={() => setOpenId(null)} /> : null}
        {may('sportsbookFixtureCreate') ? (
          <FixtureForm
            onCreated={(f) => {
              setNotice(s.create.created(s.versus(f.home, f.away)));
              setOpenId(f.fixtureId);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
