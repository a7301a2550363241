import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logApiError } from '../../../lib/error-dialog.ts';
import { eventsStreamUrl, getEventsTicket } from '../api/get-events-ticket.ts';
import { applyMemberEvent, refreshAfterGap } from '../utils/apply-member-event.ts';
import { connectMemberEvents } from '../utils/event-connection.ts';

/**
 * D9: while a member is signed in, the server pushes their payment statuses and balances over one
 * event stream, so every open tab shows a settled deposit or a transfer made elsewhere without
 * polling. Closed on logout (the user id goes) and on unmount.
 */
export function useMemberEvents(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return connectMemberEvents({
      getTicket: async () => (await getEventsTicket()).ticket,
      open: (ticket) => new EventSource(eventsStreamUrl(ticket)),
      onEvent: (event) => applyMemberEvent(queryClient, userId, event),
      onReady: (reconnected) => {
        if (reconnected) refreshAfterGap(queryClient);
      },
      onTicketError: (error) => logApiError('eventsTicket', error),
    });
  }, [userId, queryClient]);
}
