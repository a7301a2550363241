import type { MaintenanceWindowView } from '@app/contract';

const DISMISSED_KEY = 'maintenance-banner-dismissed';

/** The ids of the announcements the member closed in this tab's session. */
export function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function saveDismissed(ids: readonly number[]): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (private mode): the banner stays closed until the page is reloaded.
  }
}

/** The next scheduled window the member has not closed: the earliest to start. */
export function nextAnnouncement(upcoming: readonly MaintenanceWindowView[], dismissed: readonly number[]): MaintenanceWindowView | null {
  const open = upcoming.filter((w) => !dismissed.includes(w.id));
  open.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return open[0] ?? null;
}
