import { z } from 'zod';
import { body, flag } from './fields.ts';

/** Spec §4: the heartbeat interval, and how long after the last one a member counts as offline. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TIMEOUT_MS = 30_000;

export const CheckOnlineBody = body({ online: flag('Trạng thái trực tuyến') });
export type CheckOnlineBody = z.infer<typeof CheckOnlineBody>;
export const CheckOnlineResponse = z.object({ online: z.boolean(), lastSeenAt: z.string() });
export type CheckOnlineResponse = z.infer<typeof CheckOnlineResponse>;
