import { z } from 'zod';
import { body, text } from './fields.ts';
import { MEMBER_NOTE_MAX } from './operator-routes.ts';
import { ProtectionSettings } from './protection.ts';

/**
 * What support reads and writes beside a member's detail page (issue 10): operators' notes on the
 * member, the member's recent login attempts, and the member's own limits and exclusions.
 */

const isoTime = z.string();

/** The same rule as the console's other member routes (operator.ts MemberDetailBody), kept here so this file does not import that one. */
const memberId = text('Mã thành viên', { min: 1, max: 64, pattern: /^[0-9a-f-]{36}$/i, patternMessage: 'Mã thành viên không hợp lệ' });

export const MemberNoteAddBody = body({
  memberId,
  text: text('Ghi chú', { min: 1, max: MEMBER_NOTE_MAX, pattern: /\S/, patternMessage: 'Ghi chú không được để trống' }),
});
export type MemberNoteAddBody = z.infer<typeof MemberNoteAddBody>;

export const MemberNote = z.object({
  id: z.number().int(),
  text: z.string(),
  at: isoTime,
  author: z.object({ id: z.string(), username: z.string(), displayName: z.string() }),
});
export type MemberNote = z.infer<typeof MemberNote>;

/** Newest first. */
export const MemberNotes = z.object({ notes: z.array(MemberNote) });
export type MemberNotes = z.infer<typeof MemberNotes>;

/**
 * How a login attempt for a known member ended: signed in, a wrong password, refused for a locked
 * account, or refused for an exclusion in force (the last two only after the right password).
 */
export const MEMBER_LOGIN_OUTCOMES = ['success', 'wrong_password', 'locked', 'excluded'] as const;
export type MemberLoginOutcome = (typeof MEMBER_LOGIN_OUTCOMES)[number];

export const MemberLoginEntry = z.object({
  at: isoTime,
  ip: z.string(),
  /** The browser's User-Agent as sent, cut to 256 characters; null when none was sent. */
  userAgent: z.string().nullable(),
  outcome: z.enum(MEMBER_LOGIN_OUTCOMES),
});
export type MemberLoginEntry = z.infer<typeof MemberLoginEntry>;

/** The latest attempts (MEMBER_LOGINS_SHOWN), newest first. */
export const MemberLogins = z.object({ logins: z.array(MemberLoginEntry) });
export type MemberLogins = z.infer<typeof MemberLogins>;

export const MemberExclusionEntry = z.object({
  kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']),
  days: z.number().int(),
  startsAt: isoTime,
  endsAt: isoTime,
});
export type MemberExclusionEntry = z.infer<typeof MemberExclusionEntry>;

/** The member's limits as the member sees them, and every time-out or self-exclusion they took, latest first. */
export const MemberProtectionView = z.object({ settings: ProtectionSettings, exclusions: z.array(MemberExclusionEntry) });
export type MemberProtectionView = z.infer<typeof MemberProtectionView>;
