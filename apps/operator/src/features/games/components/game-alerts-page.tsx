import { useState } from 'react';
import type { GameAlert } from '@app/contract';
import { GAME_ALERT_NOTE_MAX, GAME_ALERT_NOTE_MIN } from '@app/contract/operator-routes';
import { formatMoney } from '@app/domain';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGameAlerts, type GameAlertFilter } from '../api/game-alerts.ts';
import { useResolveGameAlert } from '../api/resolve-game-alert.ts';
import { AlertTable } from './alert-table.tsx';
import { GamesNav } from './games-nav.tsx';

const FILTERS: GameAlertFilter[] = ['open', 'resolved', 'all'];

/** "Cảnh báo đối soát": balances the records do not explain, newest first; an operator resolves one with a note. */
export function GameAlertsPage() {
  const a = t.gameAlerts;
  useDocumentTitle(a.heading);
  const [filter, setFilter] = useState<GameAlertFilter>('open');
  const alerts = useGameAlerts(filter);
  const resolve = useResolveGameAlert();
  const [picked, setPicked] = useState<GameAlert | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = alerts.data?.pages.flatMap((p) => p.items) ?? [];
  const openCount = alerts.data?.pages[0]?.openCount;

  const confirm = (note: string | undefined) => {
    if (!picked || note === undefined) return;
    const { username } = picked.member;
    setNotice(null);
    resolve.mutate({ id: picked.id, note }, { onSuccess: () => setNotice(a.resolved(username)), onSettled: () => setPicked(null) });
  };

  return (
    <section className="page" aria-labelledby="alerts-heading">
      <header className="page__header page__header--stacked">
        <h1 id="alerts-heading" className="page__title">
          {a.heading}
        </h1>
        <GamesNav />
        <p className="page__lead">{a.lead}</p>
        <p className="games__notice" role="status">
          {notice}
        </p>
      </header>
      <div className="filters">
        <label className="field">
          <span className="field__label">{a.filter}</span>
          <select className="field__input" value={filter} onChange={(e) => setFilter(e.target.value as GameAlertFilter)}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {a.filters[f]}
              </option>
            ))}
          </select>
        </label>
        {openCount === undefined ? null : <p className="filters__status hint">{a.openCount(openCount)}</p>}
      </div>
      {alerts.isPending ? (
        <p className="hint" role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="empty">{a.empty}</p>
      ) : (
        <AlertTable alerts={items} onResolve={setPicked} />
      )}
      {alerts.data && items.length > 0 ? (
        <div className="more">
          {alerts.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={alerts.isFetchingNextPage}
              aria-busy={alerts.isFetchingNextPage}
              onClick={() => void alerts.fetchNextPage()}
            >
              {alerts.isFetchingNextPage ? a.loadingMore : a.more}
            </button>
          ) : (
            <p className="hint">{a.end}</p>
          )}
        </div>
      ) : null}
      {picked ? (
        <ActionDialog
          title={a.resolveTitle(picked.member.username, picked.provider)}
          askReason={false}
          askText={{ label: a.note, min: GAME_ALERT_NOTE_MIN, max: GAME_ALERT_NOTE_MAX, tooShort: a.noteTooShort, hint: a.noteHint }}
          busy={resolve.isPending}
          onConfirm={confirm}
          onCancel={() => setPicked(null)}
        >
          <p className="action-dialog__question">{a.resolveQuestion(formatMoney(picked.difference))}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}
