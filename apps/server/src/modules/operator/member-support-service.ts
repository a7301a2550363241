import { MEMBER_NOTES_SHOWN, type MemberLogins, type MemberNoteAddBody, type MemberNotes, type MemberProtectionView } from '@app/contract';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';
import { memberLoginHistory } from '../auth/service.ts';
import { findMemberById } from '../members/service.ts';
import { memberExclusions, protectionSettings, type ProtectionDeps } from '../protection/service.ts';
import { iso } from './member-view.ts';
import { insertMemberNote, memberNoteRows } from './note-repository.ts';
import { appendAudit } from './repository.ts';
import type { Actor } from './service.ts';

/**
 * What support reads and writes beside a member's detail page: notes (added, never changed; each
 * addition audited), the member's login history (from the auth module, which writes it; reading it is
 * audited, as addresses and devices are personal data like the ledger), and the member's own limits
 * and exclusions (from the protection module, as the member sees them). The detail page's own view is
 * audited by memberDetail already, so the notes and the limits are not audited again.
 */
export function createMemberSupportService(deps: { db: Database; protection: ProtectionDeps; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  async function requireMember(trx: Database, memberId: string): Promise<void> {
    if (!(await findMemberById(trx, memberId))) throw new HttpError(404, OPERATOR_MESSAGES.memberNotFound);
  }

  async function noteList(memberId: string): Promise<MemberNotes> {
    const rows = await memberNoteRows(db, memberId, MEMBER_NOTES_SHOWN);
    return {
      notes: rows.map((r) => ({
        id: Number(r.id),
        text: r.body,
        at: iso(r.created_at)!,
        author: { id: r.author_id, username: r.author_username, displayName: r.author_display_name },
      })),
    };
  }

  return {
    async notes(memberId: string): Promise<MemberNotes> {
      await requireMember(db, memberId);
      return noteList(memberId);
    },

    async addNote(actor: Actor, { memberId, text }: MemberNoteAddBody): Promise<MemberNotes> {
      await db.transaction(async (trx) => {
        await requireMember(trx, memberId);
        const noteId = await insertMemberNote(trx, { memberId, operatorId: actor.operator.id, body: text.trim(), at: new Date(now()) });
        await appendAudit(trx, { operatorId: actor.operator.id, action: 'member.note_add', target: { kind: 'member', id: memberId }, details: { noteId }, ip: actor.ip });
      });
      return noteList(memberId);
    },

    async logins(actor: Actor, memberId: string): Promise<MemberLogins> {
      await requireMember(db, memberId);
      await appendAudit(db, { operatorId: actor.operator.id, action: 'member.logins_view', target: { kind: 'member', id: memberId }, ip: actor.ip });
      return memberLoginHistory(db, memberId);
    },

    async protection(memberId: string): Promise<MemberProtectionView> {
      await requireMember(db, memberId);
      const [settings, exclusions] = await Promise.all([protectionSettings(deps.protection, memberId), memberExclusions(db, memberId)]);
      return { settings, exclusions };
    },
  };
}

export type MemberSupportService = ReturnType<typeof createMemberSupportService>;
