import { useState } from 'react';
import type { GameDailyReportBody } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGameCatalogue } from '../api/game-catalogue.ts';
import { useGameDailyReport } from '../api/game-daily-report.ts';
import { addDays, vietnamToday } from '../utils/report.ts';
import { GamesNav } from './games-nav.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';

/** The last seven days in Vietnam, today included: where the report opens. */
function lastWeek(): GameDailyReportBody {
  const today = vietnamToday();
  return { fromDate: addDays(today, -6), toDate: today };
}

/** "Báo cáo": each game's turnover, payout, net and measured RTP per day, beside the RTP it publishes. */
export function GameReportPage() {
  useDocumentTitle(t.gameReport.heading);
  const [initial] = useState(lastWeek);
  const [body, setBody] = useState<GameDailyReportBody>(initial);
  const catalogue = useGameCatalogue();
  const report = useGameDailyReport(body);

  return (
    <section className="page" aria-labelledby="report-heading">
      <header className="page__header page__header--stacked">
        <h1 id="report-heading" className="page__title">
          {t.gameReport.heading}
        </h1>
        <GamesNav />
        <p className="page__lead">{t.gameReport.lead}</p>
      </header>
      <ReportFilters initial={initial} catalogue={catalogue.data} busy={report.isFetching} onSubmit={setBody} />
      {report.data ? (
        <ReportTable report={report.data} catalogue={catalogue.data} />
      ) : report.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <div className="more">
          <button type="button" className="button button--ghost" onClick={() => void report.refetch()}>
            {t.gameReport.retry}
          </button>
        </div>
      )}
    </section>
  );
}
