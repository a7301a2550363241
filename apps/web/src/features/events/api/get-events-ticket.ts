import type { EventsTicket } from '@app/contract';
import { EVENTS_STREAM_PATH } from '@app/contract/routes';
import { apiCall, apiUrl } from '../../../lib/api-client.ts';

/**
 * POST /events/ticket: a one-use pass for the event stream (EventSource can neither sign nor send the
 * bearer header). Never cached in a query: each connection needs a fresh one.
 */
export function getEventsTicket(): Promise<EventsTicket> {
  return apiCall('eventsTicket');
}

/** GET /events/stream?ticket=…, on the host the API client uses now. */
export function eventsStreamUrl(ticket: string): string {
  return apiUrl(`${EVENTS_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
}
