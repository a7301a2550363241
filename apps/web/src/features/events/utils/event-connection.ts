import { MEMBER_EVENT_TYPES, type MemberEvent } from '@app/contract/events';
import { connectEventStream, type EventStreamDeps } from '@app/contract/event-stream';

export type EventConnectionDeps = Omit<EventStreamDeps<MemberEvent>, 'types'>;

/**
 * Keeps the member's event stream open until stopped (@app/contract/event-stream: single-use tickets, a new
 * one after each drop, growing waits). Returns the stop function.
 */
export function connectMemberEvents(deps: EventConnectionDeps): () => void {
  return connectEventStream({ ...deps, types: MEMBER_EVENT_TYPES });
}
