import { useSyncExternalStore } from 'react';
import { CHAT_DUTY_EVERY_MS } from '@app/contract/chat';
import type { ChatDesk } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { setChatDesk } from '../api/chat-desk.ts';

/**
 * This tab's agent on duty: while on, it says so every CHAT_DUTY_EVERY_MS (the server forgets a
 * silent agent after CHAT_DUTY_TTL_MS, so a closed tab goes off duty by itself); off when toggled,
 * when the desk page is left and before signing out.
 */
let onDuty = false;
/** Moves on whenever the desk is left: a toggle answered after that is undone, not obeyed. */
let visit = 0;
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function publish(next: boolean) {
  if (next === onDuty) return;
  onDuty = next;
  for (const listener of listeners) listener();
}

function stopBeat() {
  if (timer) clearInterval(timer);
  timer = null;
}

function startBeat() {
  stopBeat();
  timer = setInterval(() => {
    operatorCall('chatDuty', { onDuty: true }).then(
      (desk) => onDuty && setChatDesk(queryClient, desk),
      // A missed beat is made up by the next one; a 401 has already signed the tab out.
      () => undefined,
    );
  }, CHAT_DUTY_EVERY_MS);
}

export const chatDuty = {
  isOn: () => onDuty,
  /** Toggled by the agent: the server's answer (the desk) comes back; a failure reaches the dialog through the caller. */
  async set(next: boolean): Promise<ChatDesk> {
    // No beat may land after the "off" (the server would count the agent on duty again for a minute).
    if (!next) stopBeat();
    const startedIn = visit;
    try {
      const desk = await operatorCall('chatDuty', { onDuty: next });
      if (startedIn !== visit) {
        if (next) void operatorCall('chatDuty', { onDuty: false }).catch(() => undefined);
        return desk;
      }
      setChatDesk(queryClient, desk);
      publish(next);
      return desk;
    } finally {
      if (onDuty) startBeat();
    }
  },
  /** The page opened and the server still counts this agent on duty (a reload): keep saying so. */
  resume() {
    if (onDuty) return;
    publish(true);
    startBeat();
  },
  /** Off duty without asking anything of the agent (page left, signing out); failures are the TTL's to tidy. */
  async leave(): Promise<void> {
    visit += 1;
    if (!onDuty) return;
    stopBeat();
    publish(false);
    if (session.token()) await operatorCall('chatDuty', { onDuty: false }).catch(() => undefined);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

// A session that ends by itself (expired, refused) takes the beat with it.
session.subscribe(() => {
  if (!session.get()) {
    stopBeat();
    publish(false);
  }
});

export const useOnDuty = () => useSyncExternalStore(chatDuty.subscribe, chatDuty.isOn);

/** Before signing out: the server hears "off duty" while the token still works. */
export const leaveChatDuty = () => chatDuty.leave();
