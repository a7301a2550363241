import type { RequestBody } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /chat/mark: the agent's messages up to these seqs were received (delivered) and seen (read) here. */
export async function markChat(body: RequestBody<'chatMark'>): Promise<void> {
  await apiCall('chatMark', body);
}
