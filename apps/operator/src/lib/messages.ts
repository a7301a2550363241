import { useSyncExternalStore } from 'react';
import { messageOf, OperatorApiError } from './api-client.ts';
import { t } from './i18n.ts';

/** What the "Tin nhắn" dialog shows (one message at a time; a newer one replaces an older one). */
let current: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const showMessage = (text: string) => publish(text);
export const dismissMessage = () => publish(null);

export function useMessage(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Any failed call, in words: the server's own Vietnamese message when there is one. */
export function showError(error: unknown): void {
  if (!(error instanceof OperatorApiError)) {
    console.error(error);
    showMessage(t.errors.unknown);
    return;
  }
  if (error.status === 0) showMessage(t.errors.network);
  else showMessage(error.body ? messageOf(error.body) : t.errors.unknown);
}
