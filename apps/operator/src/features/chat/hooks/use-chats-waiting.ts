import { useMay } from '../../../lib/permissions.ts';
import { useChatDesk } from '../api/chat-desk.ts';

/** The menu's badge: how many wait for an agent now (for the roles that may use the desk; null for the rest). */
export function useChatsWaiting(): number | null {
  const may = useMay()('chatDesk');
  const desk = useChatDesk(may);
  return may ? (desk.data?.waiting.length ?? null) : null;
}
