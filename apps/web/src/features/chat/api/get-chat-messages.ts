import type { ChatMessagesResponse, RequestBody } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /chat/messages: the messages after `afterSeq` (catch-up after the stream came back). */
export function getChatMessages(body: RequestBody<'chatMessages'>): Promise<ChatMessagesResponse> {
  return apiCall('chatMessages', body);
}
