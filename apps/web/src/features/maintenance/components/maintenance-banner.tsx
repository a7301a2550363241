import type { MaintenanceWindowView } from '@app/contract';
import { formatDateTime } from '@app/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { IconClock } from '../../../components/ui/icons.tsx';
import { maintenanceText as text } from '../../../lib/i18n/maintenance.ts';
import { useMaintenanceWindows } from '../hooks/use-maintenance-windows.ts';
import { nextAnnouncement, readDismissed, saveDismissed } from '../utils/banner.ts';
import { areaName } from '../utils/area-name.ts';
import { KeepDates } from './keep-dates.tsx';
import './maintenance-banner.css';

/**
 * A scheduled window, announced ahead (the status check's `upcoming`, up to 24 h): "Bảo trì hệ thống
 * từ … đến …: <message>", closed for the session with ×. Fixed to the bottom of the screen (above the
 * phone's tab bar), with a spacer of its height at the end of the page: it arrives after the page is
 * painted and so pushes nothing already on screen, and it never covers the end of the page.
 */
export function MaintenanceBanner({ site }: { site: MaintenanceWindowView | null }) {
  const { upcoming } = useMaintenanceWindows();
  const [dismissed, setDismissed] = useState(readDismissed);
  // On a page that stays open during whole-site maintenance: until when, not to be closed.
  if (site) return <Banner window={site} />;
  const window = nextAnnouncement(upcoming, dismissed);
  if (!window) return null;
  const dismiss = () => {
    const next = [...dismissed, window.id];
    saveDismissed(next);
    setDismissed(next);
  };
  return <Banner window={window} onDismiss={dismiss} />;
}

function Banner({ window, onDismiss }: { window: MaintenanceWindowView; onDismiss?: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const from = formatDateTime(window.startsAt);
  const to = formatDateTime(window.endsAt);
  const when = !onDismiss ? text.bannerActive(to) : window.area === 'SITE' ? text.bannerSite(from, to) : text.bannerArea(areaName(window), from, to);
  return (
    <>
      <div className="mt-banner-spacer" style={{ height }} aria-hidden="true" />
      <aside ref={ref} className="mt-banner" aria-label={text.bannerLabel}>
        <IconClock size={20} />
        <p className="mt-banner__text">
          <strong>
            <KeepDates text={when} />
          </strong>
          : {window.message}
        </p>
        {onDismiss ? (
          <button type="button" className="mt-banner__close" aria-label={text.dismiss} onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </aside>
    </>
  );
}
