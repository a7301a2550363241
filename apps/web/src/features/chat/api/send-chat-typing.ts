import type { RequestBody } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /chat/typing: the member or visitor is typing (the desk shows "đang nhập…" for a few seconds). */
export async function sendChatTyping(body: RequestBody<'chatTyping'>): Promise<void> {
  await apiCall('chatTyping', body);
}
