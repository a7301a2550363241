import type { MaintenanceArea, MaintenanceWindowView } from '@app/contract';
import { formatDateTime } from '@app/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { maintenanceText as text } from '../../../lib/i18n/maintenance.ts';
import { useAreaWindow } from '../hooks/use-maintenance-windows.ts';
import { useMaintenanceStore } from '../stores/maintenance-store.ts';
import { areaWindow } from '../utils/windows.ts';
import { KeepDates } from './keep-dates.tsx';
import { MaintenanceArt } from './maintenance-art.tsx';
import { areaName } from '../utils/area-name.ts';
import './maintenance.css';

type AreaMaintenanceProps = {
  area: Exclude<MaintenanceArea, 'SITE'>;
  /** For GAME_PROVIDER: the provider of the game on the page. */
  providerCode?: string | null | undefined;
  /** Not now: the page follows something already under way (a deposit made before the window began). */
  skip?: boolean;
  /**
   * Once the page is in use, only what the member does on it closes it (a 503): a game being played
   * when its provider's window begins keeps its frame (recall and transfers out stay open), instead of
   * vanishing at the next status check.
   */
  closeOnlyOnRefusal?: boolean;
  children: ReactNode;
};

/**
 * Nạp tiền, Rút tiền or a game while its area is under maintenance: the notice (until when, and the
 * operator's words) in place of the form. Known from the status check when the page opens, or from
 * the 503 an action met on it; the form comes back by itself when the server says the window is over.
 */
export function AreaMaintenance({ area, providerCode, skip = false, closeOnlyOnRefusal = false, children }: AreaMaintenanceProps) {
  const { window, checking } = useAreaWindow(area, providerCode);
  const [openedAt] = useState(Date.now);
  const refused = useMaintenanceStore((s) => areaWindow(s.met.filter((m) => m.at >= openedAt).map((m) => m.window), area, providerCode) !== null);
  const [inUse, setInUse] = useState(false);
  const shown = window !== null && !skip && !(closeOnlyOnRefusal && inUse && !refused);
  useEffect(() => {
    if (!checking) setInUse(!shown);
  }, [checking, shown]);
  return shown ? <AreaMaintenanceNotice window={window} /> : children;
}

function AreaMaintenanceNotice({ window }: { window: MaintenanceWindowView }) {
  return (
    <section className="mt-area" aria-labelledby="mt-area-title">
      <MaintenanceArt />
      <h2 id="mt-area-title" className="mt-area__title">
        <KeepDates text={text.areaClosed(areaName(window), formatDateTime(window.endsAt))} />
      </h2>
      <p className="mt-area__message">{window.message}</p>
      <p className="mt-area__hint">{text.areaHint}</p>
      <Link href={paths.home} className="btn btn--outline">
        {text.backHome}
      </Link>
    </section>
  );
}
