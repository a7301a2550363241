import { useSyncExternalStore } from 'react';

/** The reviewer's choice of a chime on each new request: off unless turned on, kept in this browser. */
const KEY = 'operator-review-sound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

let on = read();

export const reviewSound = {
  isOn: () => on,
  set(next: boolean) {
    on = next;
    try {
      if (next) localStorage.setItem(KEY, 'on');
      else localStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode): the choice holds for this tab only.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useReviewSound = () => useSyncExternalStore(reviewSound.subscribe, reviewSound.isOn);
