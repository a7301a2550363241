import { z } from 'zod';

/** The one-time ticket that opens the member's event stream (events.ts). */

export const EventsTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type EventsTicket = z.infer<typeof EventsTicket>;
