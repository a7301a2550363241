import type { ChatOpenResponse, RequestBody } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST /chat/open: the current conversation (the open one, else the last closed within a day) and its
 * latest messages, and whether an agent is on duty. A visitor without a token gets a new one.
 */
export function openChat(body: RequestBody<'chatOpen'>): Promise<ChatOpenResponse> {
  return apiCall('chatOpen', body);
}
