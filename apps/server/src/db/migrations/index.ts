import type { Migration } from 'kysely/migration';
import * as membersAndSessions from './2026-11-25T00-00-00-members-and-sessions.ts';

/** Static registry (no folder scan), so bundling and both databases see the same ordered list. */
export const migrations: Record<string, Migration> = {
  '2026-11-25T00-00-00-members-and-sessions': membersAndSessions,
};
