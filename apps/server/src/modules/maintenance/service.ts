import {
  MAINTENANCE_MAX_LEAD_MS,
  MAINTENANCE_MAX_MS,
  MAINTENANCE_NOTICE_MS,
  type MaintenanceArea,
  type MaintenanceCreateBody,
  type MaintenanceStatus,
  type MaintenanceWindowView,
  type OperatorMaintenanceList,
} from '@app/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { MAINTENANCE_MESSAGES as M } from '../../messages/maintenance.ts';
import { endWindow, insertWindow, openWindows, pastWindows, type WindowRow } from './repository.ts';

/**
 * How long an instance trusts its list of open windows: every member request asks it, so it is not
 * read from the database each time. An operator's change is seen at once on the instance that made
 * it and within this long on the others.
 */
export const MAINTENANCE_CACHE_MS = 2_000;
/** How many windows that are over the console lists. */
const PAST_SHOWN = 20;

export const toView = (w: WindowRow): MaintenanceWindowView => ({
  id: w.id,
  area: w.area,
  providerCode: w.providerCode,
  message: w.message,
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
});

/** What a request touches: an area, and for a game provider's area which provider. */
export type MaintenanceTarget = { area: Exclude<MaintenanceArea, 'SITE'>; providerCode?: string };

export function createMaintenanceService({ db, now }: { db: Database; now: () => number }) {
  let cached: { windows: WindowRow[]; until: number } | null = null;

  async function open(): Promise<WindowRow[]> {
    const at = now();
    if (cached && cached.until > at) return cached.windows;
    const windows = await openWindows(db, new Date(at));
    cached = { windows, until: at + MAINTENANCE_CACHE_MS };
    return windows;
  }

  const isActive = (w: WindowRow, at: number) => w.startsAt.getTime() <= at && at < w.endsAt.getTime();

  /** The active window that closes the whole site, if any (the one ending last, if several). */
  async function siteWindow(): Promise<WindowRow | null> {
    const at = now();
    return latestEnding((await open()).filter((w) => w.area === 'SITE' && isActive(w, at)));
  }

  /** The active window that closes `target`, if any (the one ending last). */
  async function windowFor(target: MaintenanceTarget): Promise<WindowRow | null> {
    const at = now();
    const matching = (await open()).filter(
      (w) => isActive(w, at) && w.area === target.area && (target.area !== 'GAME_PROVIDER' || w.providerCode === target.providerCode),
    );
    return latestEnding(matching);
  }

  async function status(): Promise<MaintenanceStatus> {
    const at = now();
    const windows = await open();
    return {
      serverTime: new Date(at).toISOString(),
      active: windows.filter((w) => isActive(w, at)).map(toView),
      upcoming: windows.filter((w) => w.startsAt.getTime() > at && w.startsAt.getTime() - at <= MAINTENANCE_NOTICE_MS).map(toView),
    };
  }

  async function list(): Promise<OperatorMaintenanceList> {
    const at = now();
    const [current, past] = await Promise.all([openWindows(db, new Date(at)), pastWindows(db, new Date(at), PAST_SHOWN)]);
    const state = (w: WindowRow) => (isActive(w, at) ? ('active' as const) : w.startsAt.getTime() > at ? ('scheduled' as const) : ('ended' as const));
    return {
      serverTime: new Date(at).toISOString(),
      windows: [...current, ...past].map((w) => ({ ...toView(w), state: state(w), createdBy: w.createdBy, createdAt: w.createdAt.toISOString(), endedBy: w.endedBy })),
    };
  }

  /** A new window (inside the caller's transaction, beside its audit row). */
  async function create(trx: Database, operatorId: string, body: MaintenanceCreateBody): Promise<WindowRow> {
    const at = now();
    const startsAt = body.startsAt === undefined ? at : Date.parse(body.startsAt);
    const endsAt = Date.parse(body.endsAt);
    // A minute of slack for a form filled in just before: "from 10:00" sent at 10:00:20 still starts now.
    if (startsAt < at - 60_000) throw badRequest(M.startInPast);
    if (endsAt <= at) throw badRequest(M.endInPast);
    if (endsAt - Math.max(startsAt, at) > MAINTENANCE_MAX_MS) throw badRequest(M.tooLong);
    if (startsAt - at > MAINTENANCE_MAX_LEAD_MS) throw badRequest(M.tooFarAhead);
    const row = await insertWindow(trx, {
      area: body.area,
      providerCode: body.area === 'GAME_PROVIDER' ? body.providerCode! : null,
      message: body.message.trim(),
      startsAt: new Date(Math.max(startsAt, at)),
      endsAt: new Date(endsAt),
      createdBy: operatorId,
      createdAt: new Date(at),
    });
    await trx.onCommit(() => void (cached = null));
    return row;
  }

  /** Ends an active window now, or cancels a scheduled one (inside the caller's transaction). */
  async function end(trx: Database, operatorId: string, id: number): Promise<WindowRow> {
    const row = await endWindow(trx, id, new Date(now()), operatorId);
    if (!row) throw new HttpError(404, M.notFound);
    await trx.onCommit(() => void (cached = null));
    return row;
  }

  return { siteWindow, windowFor, status, list, create, end };
}

function latestEnding(windows: WindowRow[]): WindowRow | null {
  return windows.reduce<WindowRow | null>((best, w) => (!best || w.endsAt > best.endsAt ? w : best), null);
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
