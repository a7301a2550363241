import { useEffect } from 'react';
import { OperatorApiError } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/messages.ts';
import { operatorEvents } from '../../../lib/operator-events.ts';
import { eventsStreamUrl, getEventsTicket } from '../api/get-events-ticket.ts';
import { connectOperatorEvents } from '../utils/event-stream.ts';

/**
 * The tab's one console stream, from sign-in to sign-out (mounted with the signed-in console, so it
 * closes when the session ends): what it hears goes to lib/operator-events.ts, where the pages listen.
 */
export function useOperatorEventStream(): void {
  useEffect(() => {
    operatorEvents.setStatus('connecting');
    const stop = connectOperatorEvents({
      getTicket: ticketOrWhySignedOut,
      open: (ticket) => new EventSource(eventsStreamUrl(ticket)),
      onEvent: (event) => operatorEvents.publish(event),
      onReady: () => {
        operatorEvents.setStatus('live');
        operatorEvents.publish({ type: 'ready' });
      },
      onDrop: () => operatorEvents.setStatus('down'),
    });
    return () => {
      stop();
      operatorEvents.setStatus('connecting');
    };
  }, []);
}

/**
 * A ticket for the next connection. A 401 here ends the session (lib/api-client.ts): the stream is cut
 * when the account is disabled or its sessions revoked, and its reconnection may be the first call to
 * meet that, so the operator is told why, as for any other call, rather than finding the login page.
 */
async function ticketOrWhySignedOut(): Promise<string> {
  try {
    return await getEventsTicket();
  } catch (error) {
    if (error instanceof OperatorApiError && error.status === 401) showError(error);
    throw error;
  }
}
