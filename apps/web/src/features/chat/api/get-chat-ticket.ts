import type { RequestBody } from '@app/contract';
import { CHAT_STREAM_PATH } from '@app/contract/chat';
import { apiCall, apiUrl } from '../../../lib/api-client.ts';

/**
 * POST /chat/ticket: a one-use pass for the chat stream (EventSource can neither sign nor send the
 * bearer header). Each connection needs a fresh one.
 */
export async function getChatTicket(body: RequestBody<'chatTicket'>): Promise<string> {
  return (await apiCall('chatTicket', body)).ticket;
}

/** GET /chat/stream?ticket=…, on the host the API client uses now. */
export function chatStreamUrl(ticket: string): string {
  return apiUrl(`${CHAT_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
}
