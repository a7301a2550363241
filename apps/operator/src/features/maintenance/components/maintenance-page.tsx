import { useEffect, useState } from 'react';
import type { OperatorMaintenanceList } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useEndMaintenance } from '../api/end-maintenance.ts';
import { useMaintenanceList } from '../api/maintenance-list.ts';
import { EndDialog } from './end-dialog.tsx';
import { MaintenanceForm } from './maintenance-form.tsx';
import { MaintenanceTable, type MaintenanceWindow } from './maintenance-table.tsx';
import './maintenance.css';

/**
 * "Bảo trì": closing the whole site or one area for members, now or on a schedule, with the words they
 * will read; the list of windows in force, scheduled and recently ended, each ended early or cancelled
 * after a confirmation. Every change answers with the whole list, and the page shows it.
 */
export function MaintenancePage() {
  useDocumentTitle(t.maintenance.heading);
  const list = useMaintenanceList();
  const end = useEndMaintenance();
  const now = useServerNow(list.data, list.dataUpdatedAt);
  const [ending, setEnding] = useState<{ window: MaintenanceWindow; active: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Reading the list is for every role; switching maintenance on and off is the admin's.
  const may = useMay();

  const confirmEnd = () => {
    if (!ending) return;
    const area = t.maintenance.areas[ending.window.area];
    end.mutate(ending.window.id, {
      onSuccess: () => setNotice(ending.active ? t.maintenance.ended(area) : t.maintenance.cancelled(area)),
      onSettled: () => setEnding(null),
    });
  };

  return (
    <section className="page" aria-labelledby="maintenance-heading">
      <header className="page__header page__header--stacked">
        <h1 id="maintenance-heading" className="page__title">
          {t.maintenance.heading}
        </h1>
        <p className="page__lead">{t.maintenance.lead}</p>
        <p className="maintenance__notice" role="status">
          {notice}
        </p>
      </header>
      <div className="maintenance-layout">
        <section className="panel" aria-labelledby="maintenance-list-title">
          <div className="panel__header">
            <h2 id="maintenance-list-title" className="panel__title">
              {t.maintenance.listTitle}
            </h2>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={list.isFetching}
              aria-busy={list.isFetching}
              onClick={() => void list.refetch()}
            >
              {t.maintenance.refresh}
            </button>
          </div>
          <p className="panel__body hint">{t.maintenance.listHint}</p>
          {list.data ? (
            list.data.windows.length === 0 ? (
              <p className="empty empty--flat">{t.maintenance.empty}</p>
            ) : (
              <MaintenanceTable
                windows={list.data.windows}
                now={now}
                onEnd={may('maintenanceEnd') ? (window, active) => setEnding({ window, active }) : null}
              />
            )
          ) : list.isPending ? (
            <p className="hint panel__body" role="status">
              <span className="spinner" aria-hidden="true" /> {t.loading}
            </p>
          ) : null}
        </section>
        {may('maintenanceCreate') ? (
          <MaintenanceForm now={now} onCreated={(area) => setNotice(t.maintenance.created(t.maintenance.areas[area]))} />
        ) : null}
      </div>
      {ending ? <EndDialog window={ending.window} active={ending.active} busy={end.isPending} onConfirm={confirmEnd} onCancel={() => setEnding(null)} /> : null}
    </section>
  );
}

/** The server's time, from the list's `serverTime`, moved on every 5 s (windows start and end on screen). */
function useServerNow(list: OperatorMaintenanceList | undefined, receivedAt: number): number {
  const offset = list ? Date.parse(list.serverTime) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 5_000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
