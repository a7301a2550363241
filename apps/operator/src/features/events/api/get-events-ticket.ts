import { OPERATOR_EVENTS_STREAM_PATH } from '@app/contract/chat';
import { OPERATOR_API_BASE_PATH } from '@app/contract/operator-routes';
import { operatorCall } from '../../../lib/api-client.ts';

/** A one-use ticket for one stream (bought with the operator's token, which EventSource cannot send). */
export const getEventsTicket = async () => (await operatorCall('eventsTicket')).ticket;

export const eventsStreamUrl = (ticket: string) => `${OPERATOR_API_BASE_PATH}${OPERATOR_EVENTS_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;
