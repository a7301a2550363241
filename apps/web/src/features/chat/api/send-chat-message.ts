import type { ChatSendBody, ChatSendResponse } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST /chat/send: one message (text or an image); the first of a conversation opens it. Sending the
 * same clientId again returns the message already stored, so an unanswered send is simply repeated.
 */
export function sendChatMessage(body: ChatSendBody): Promise<ChatSendResponse> {
  return apiCall('chatSend', body);
}
