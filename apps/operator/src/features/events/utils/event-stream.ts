import { OPERATOR_EVENT_TYPES, type OperatorEvent } from '@app/contract/chat';
import { connectEventStream, type EventStreamDeps } from '@app/contract/event-stream';

export type OperatorStreamDeps = Omit<EventStreamDeps<OperatorEvent>, 'types' | 'onReady' | 'onDrop' | 'onTicketError'> & {
  /** The stream is live; whatever was pushed while it was not may have been missed. */
  onReady(): void;
  /** The stream dropped or could not be opened (no ticket): it is tried again later. */
  onDrop(): void;
};

/**
 * The console's event stream, kept open until stopped (@app/contract/event-stream: single-use
 * tickets, a new one after each drop, growing waits), hearing the console's events. A ticket that
 * cannot be had counts as a drop: the console shows the stream down either way. Returns the stop function.
 */
export function connectOperatorEvents(deps: OperatorStreamDeps): () => void {
  return connectEventStream<OperatorEvent>({
    ...deps,
    types: OPERATOR_EVENT_TYPES,
    onReady: () => deps.onReady(),
    onTicketError: () => deps.onDrop(),
  });
}
