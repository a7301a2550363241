import { useLayoutEffect } from 'react';

/** Whether the page on screen was reached with Back or Forward (popstate) rather than a link (pushState). */
let historyTraversal = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    historyTraversal = true;
  });
  // wouter announces its own navigations (lib/navigation.ts counts them the same way).
  window.addEventListener('pushState', () => {
    historyTraversal = false;
  });
}

/**
 * A lobby page opened from a link starts at its top, wherever the page before was scrolled (the router
 * keeps the window's scroll as it was). Back and Forward leave the scroll to the browser.
 */
export function useScrollTopOnEnter(page: string): void {
  useLayoutEffect(() => {
    if (!historyTraversal) window.scrollTo(0, 0);
  }, [page]);
}
