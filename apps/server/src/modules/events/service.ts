/** What other modules use of the events module: one-use stream tickets and the ticketed SSE route. */
export { createEventTickets, type EventTickets } from './tickets.ts';
export { ticketedStream } from './routes.ts';
export { createStreamRegistry, type StreamRegistry } from './stream-limits.ts';
