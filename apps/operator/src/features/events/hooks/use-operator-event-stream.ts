import { useEffect } from 'react';
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
      getTicket: getEventsTicket,
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
