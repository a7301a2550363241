/**
 * API hosts: same origin first (''), then the backup hosts from /auth/GetBackUpURL (full origins such
 * as 'http://127.0.0.1:8081'). When a request gets no answer at all, the client moves to the next host
 * and stays there.
 */
const STORAGE_KEY = 'backup_hosts';

function storedHosts(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isOrigin) : [];
  } catch {
    return [];
  }
}

function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

let hosts: string[] = ['', ...storedHosts()];
let current = 0;

export function currentApiOrigin(): string {
  return hosts[current] ?? '';
}

export function apiHostCount(): number {
  return hosts.length;
}

/** Moves on from `failedOrigin` unless another request already did; returns the origin to use now. */
export function moveToNextHost(failedOrigin: string): string {
  if (currentApiOrigin() === failedOrigin && hosts.length > 1) current = (current + 1) % hosts.length;
  return currentApiOrigin();
}

export function setBackupHosts(list: readonly string[]): void {
  const backups = [...new Set(list.map((h) => h.replace(/\/+$/, '')).filter(isOrigin))].filter(
    (h) => h !== location.origin,
  );
  const active = currentApiOrigin();
  hosts = ['', ...backups];
  current = Math.max(0, hosts.indexOf(active));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(backups));
  } catch {
    // Private mode or full storage: the list still works for this page.
  }
}
