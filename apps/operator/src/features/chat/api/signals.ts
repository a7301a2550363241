import { CHAT_TYPING_EVERY_MS } from '@app/contract/chat';
import { operatorCall } from '../../../lib/api-client.ts';

/**
 * The small signals of a conversation: the agent has read up to a message, the agent is typing.
 * Nobody needs to hear of their failure (the next one says the same), so they never reach the dialog.
 */
export const markRead = (conversationId: string, seq: number) =>
  operatorCall('chatAgentMark', { conversationId, delivered: seq, read: seq }).catch(() => undefined);

let lastTyping = { conversationId: '', at: 0 };

/** At most one typing signal per CHAT_TYPING_EVERY_MS while the agent keeps typing. */
export function signalTyping(conversationId: string, now = Date.now()) {
  if (lastTyping.conversationId === conversationId && now - lastTyping.at < CHAT_TYPING_EVERY_MS) return;
  lastTyping = { conversationId, at: now };
  void operatorCall('chatAgentTyping', { conversationId }).catch(() => undefined);
}
