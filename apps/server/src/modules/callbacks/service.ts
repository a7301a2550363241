import {
  CALLBACK_PHONE_PATTERN,
  callbackWindowRange,
  type CallbackMine,
  type CallbackRequestBody,
  type CallbackRequestView,
  type OperatorCallbackItem,
} from '@app/contract';
import { formatPhone } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { CALLBACK_MESSAGES as M } from '../../messages/callbacks.ts';
import { findMemberById, memberNames } from '../members/service.ts';
import {
  findOpenByMember,
  findOpenByPhone,
  insertRequest,
  lastClosedOfMember,
  lockRequest,
  openRequests,
  recentlyClosed,
  setClaimed,
  setClosed,
  type CallbackRow,
} from './repository.ts';

/** How long a closed request stays on its member's page (its outcome: called back, or not reachable). */
const CLOSED_SHOWN_MS = 24 * 3_600_000;
/** How many closed requests the console lists under the queue. */
const RECENT_SHOWN = 20;

/** Who asks: a member (the bearer's) or a visitor (null), and the brand whose site they are on. */
export type CallbackRequester = { memberId: string | null; brandId: string };
/** The operator doing a step; an admin may also act on a request another operator has claimed. */
export type CallbackActor = { operatorId: string; mayActForOthers: boolean };
/** A request as the console lists it, operators by id (the operator module names them). */
export type CallbackItem = Omit<OperatorCallbackItem, 'claimedBy' | 'closedBy'> & { claimedBy: string | null; closedBy: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const conflict = (message: string) => new HttpError(409, message);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export const toView = (r: CallbackRow): CallbackRequestView => ({
  id: r.id,
  phone: r.phone,
  window: r.window,
  preferredFrom: iso(r.preferredFrom),
  preferredTo: iso(r.preferredTo),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  closedAt: iso(r.closedAt),
});

export function createCallbacksService({ db, now, onChange = async () => {} }: { db: Database; now: () => number; /** After a request is made or moves in the queue (the console's push). */ onChange?: () => Promise<void> }) {
  /**
   * The open request that already answers this ask, or null when a new one may be made. A member has
   * one open request at a time, a phone number one: the same ask again (same member, or a visitor
   * again for a visitor's number) gets the open request back; anyone else's is a 409.
   */
  async function existingAnswer(requester: CallbackRequester, phone: string): Promise<CallbackRow | null> {
    if (requester.memberId) {
      const mine = await findOpenByMember(db, requester.memberId);
      if (mine) {
        if (mine.phone === phone) return mine;
        throw conflict(M.memberBusy(formatPhone(mine.phone)));
      }
    }
    const byPhone = await findOpenByPhone(db, phone);
    if (!byPhone) return null;
    if (byPhone.memberId === requester.memberId) return byPhone;
    throw conflict(M.phoneBusy);
  }

  /** A member's or a visitor's request (idempotent: one open request per phone and per member). */
  async function request(requester: CallbackRequester, body: CallbackRequestBody): Promise<CallbackRequestView> {
    const at = now();
    const range = callbackWindowRange(body.window, at);
    if (range && range.to <= at) throw badRequest(M.windowOver);
    const note = body.note?.trim() || null;
    for (let attempt = 0; ; attempt++) {
      const existing = await existingAnswer(requester, body.phone);
      if (existing) return toView(existing);
      try {
        const row = await insertRequest(db, {
          memberId: requester.memberId,
          brandId: requester.brandId,
          phone: body.phone,
          window: body.window,
          preferredFrom: range ? new Date(range.from) : null,
          preferredTo: range ? new Date(range.to) : null,
          note,
          createdAt: new Date(at),
        });
        await onChange();
        return toView(row);
      } catch (error) {
        // Two asks at once: the other one's row is now there, and answers this one too.
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }

  /** The member's page: the phone on their profile, and their open (or just closed) request. */
  async function mine(memberId: string): Promise<CallbackMine> {
    const at = now();
    const [member, open] = await Promise.all([findMemberById(db, memberId), findOpenByMember(db, memberId)]);
    const current = open ?? (await lastClosedOfMember(db, memberId, new Date(at - CLOSED_SHOWN_MS)));
    const profilePhone = member ? `0${String(Number(member.phone))}` : null;
    return {
      serverTime: new Date(at).toISOString(),
      profilePhone: profilePhone && CALLBACK_PHONE_PATTERN.test(profilePhone) ? profilePhone : null,
      current: current ? toView(current) : null,
    };
  }

  /** The console's queue: open requests oldest first, then the latest closed ones. */
  async function queue(): Promise<{ serverTime: string; open: CallbackItem[]; recent: CallbackItem[] }> {
    const at = now();
    const [open, recent] = await Promise.all([openRequests(db), recentlyClosed(db, RECENT_SHOWN)]);
    const names = await memberNames(db, [...open, ...recent].flatMap((r) => (r.memberId ? [r.memberId] : [])));
    const item = (r: CallbackRow): CallbackItem => {
      const member = r.memberId ? names.get(r.memberId) : undefined;
      return {
        ...toView(r),
        member: r.memberId && member ? { memberId: r.memberId, username: member.username, nickname: member.nickname } : null,
        brandId: r.brandId,
        note: r.note,
        claimedBy: r.claimedBy,
        claimedAt: iso(r.claimedAt),
        claimNote: r.claimNote,
        closedBy: r.closedBy,
        closeNote: r.closeNote,
      };
    };
    return { serverTime: new Date(at).toISOString(), open: open.map(item), recent: recent.map(item) };
  }

  async function locked(trx: Database, id: number): Promise<CallbackRow> {
    const row = await lockRequest(trx, id);
    if (!row) throw new HttpError(404, M.notFound);
    return row;
  }

  /**
   * "Nhận" (inside the caller's transaction, beside its audit row). Claiming one's own claim again
   * changes nothing; another operator's claim is theirs, unless an admin takes it over (`takenFrom`).
   */
  async function claim(trx: Database, actor: CallbackActor, id: number, note: string | null): Promise<{ row: CallbackRow; changed: boolean; takenFrom: string | null }> {
    const row = await locked(trx, id);
    if (row.status === 'done' || row.status === 'unreachable') throw conflict(M.alreadyClosed);
    if (row.status === 'claimed' && row.claimedBy === actor.operatorId) return { row, changed: false, takenFrom: null };
    if (row.status === 'claimed' && !actor.mayActForOthers) throw conflict(M.claimedByOther);
    const takenFrom = row.status === 'claimed' ? row.claimedBy : null;
    const claimed = await setClaimed(trx, id, { by: actor.operatorId, at: new Date(now()), note });
    await trx.onCommit(onChange);
    return { row: claimed, changed: true, takenFrom };
  }

  /**
   * "Đã gọi" or "Không liên lạc được" (inside the caller's transaction). A waiting request may be
   * closed straight away; a claimed one by its operator, or by an admin (`claimedByOther`). The same
   * step repeated by the same operator changes nothing.
   */
  async function close(
    trx: Database,
    actor: CallbackActor,
    id: number,
    outcome: 'done' | 'unreachable',
    note: string,
  ): Promise<{ row: CallbackRow; changed: boolean; claimedByOther: string | null }> {
    const row = await locked(trx, id);
    if (row.status === outcome && row.closedBy === actor.operatorId) return { row, changed: false, claimedByOther: null };
    if (row.status === 'done' || row.status === 'unreachable') throw conflict(M.alreadyClosed);
    const other = row.status === 'claimed' && row.claimedBy !== actor.operatorId ? row.claimedBy : null;
    if (other && !actor.mayActForOthers) throw conflict(M.claimedByOther);
    const closed = await setClosed(trx, id, { status: outcome, by: actor.operatorId, at: new Date(now()), note: note.trim() });
    await trx.onCommit(onChange);
    return { row: closed, changed: true, claimedByOther: other };
  }

  return { request, mine, queue, claim, close };
}

export type CallbacksService = ReturnType<typeof createCallbacksService>;
