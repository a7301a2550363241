/**
 * The zod-free half of the maintenance contract (`@app/contract/maintenance-window`): what the clients
 * read at run time — the areas and their names, and the window a 503 carries — without bundling the
 * schema library. maintenance.ts builds the schemas on these.
 */
export const MAINTENANCE_AREAS = ['SITE', 'DEPOSITS', 'WITHDRAWALS', 'GAME_PROVIDER'] as const;
export type MaintenanceArea = (typeof MAINTENANCE_AREAS)[number];

/** What each area is called on screen (console and client). */
export const MAINTENANCE_AREA_LABELS: Record<MaintenanceArea, string> = {
  SITE: 'Toàn trang',
  DEPOSITS: 'Nạp tiền',
  WITHDRAWALS: 'Rút tiền',
  GAME_PROVIDER: 'Nhà cung cấp trò chơi',
};

/** How far ahead a scheduled window is announced to members (a banner). */
export const MAINTENANCE_NOTICE_MS = 24 * 60 * 60 * 1000;

/** A maintenance window as the API shows it (MaintenanceWindowView's shape). */
export type MaintenanceWindow = {
  id: number;
  area: MaintenanceArea;
  /** The provider code for GAME_PROVIDER, else null. */
  providerCode: string | null;
  message: string;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
};

/** Reads a failed answer's maintenance window by hand (the D3 fields beside `maintenance`), or null. */
export function maintenanceWindowOf(errorBody: unknown): MaintenanceWindow | null {
  if (typeof errorBody !== 'object' || errorBody === null) return null;
  const { statusCode, maintenance } = errorBody as Record<string, unknown>;
  if (statusCode !== 503 || typeof maintenance !== 'object' || maintenance === null) return null;
  const w = maintenance as Record<string, unknown>;
  const ok =
    typeof w.id === 'number' &&
    typeof w.area === 'string' &&
    (MAINTENANCE_AREAS as readonly string[]).includes(w.area) &&
    (w.providerCode === null || typeof w.providerCode === 'string') &&
    typeof w.message === 'string' &&
    typeof w.startsAt === 'string' &&
    typeof w.endsAt === 'string';
  return ok ? (w as MaintenanceWindow) : null;
}
