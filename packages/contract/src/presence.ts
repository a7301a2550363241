import { z } from 'zod';
import { body, flag } from './fields.ts';

export { PRESENCE_HEARTBEAT_MS, PRESENCE_TIMEOUT_MS } from './constants.ts';

export const CheckOnlineBody = body({ online: flag('Trạng thái trực tuyến') });
export type CheckOnlineBody = z.infer<typeof CheckOnlineBody>;
export const CheckOnlineResponse = z.object({ online: z.boolean(), lastSeenAt: z.string() });
export type CheckOnlineResponse = z.infer<typeof CheckOnlineResponse>;
