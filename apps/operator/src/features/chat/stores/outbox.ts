import { useSyncExternalStore } from 'react';
import { messageOf, OperatorApiError, operatorCall } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { putMessage } from '../api/chat-conversation.ts';
import { createOutbox, type OutboxEntry } from '../utils/outbox.ts';

/** The tab's replies on their way (utils/outbox.ts), sent with chatReply; a stored one joins its conversation. */
export const outbox = createOutbox({
  send: (entry) =>
    operatorCall('chatReply', {
      conversationId: entry.conversationId,
      clientId: entry.clientId,
      ...(entry.text ? { text: entry.text } : {}),
      ...(entry.image ? { image: entry.image } : {}),
    }),
  onSent: (message) => putMessage(queryClient, message),
  retryable: (error) => error instanceof OperatorApiError && (error.status === 0 || error.status === 429 || error.status >= 500),
  describe: (error) => (error instanceof OperatorApiError && error.body ? messageOf(error.body) : t.errors.network),
});

session.subscribe(() => {
  if (!session.get()) outbox.clear();
});

export const useOutbox = (conversationId: string): readonly OutboxEntry[] =>
  useSyncExternalStore(outbox.subscribe, () => outbox.entries(conversationId));
