/**
 * Whether "back" stays inside the app: counts the in-app history entries wouter pushes (it dispatches a
 * 'pushState' event), so a back arrow on a page opened from outside goes home instead of leaving.
 */
let depth = 0;

if (typeof window !== 'undefined') {
  window.addEventListener('pushState', () => {
    depth += 1;
  });
  window.addEventListener('popstate', () => {
    depth = Math.max(0, depth - 1);
  });
}

export function canGoBackInApp(): boolean {
  return depth > 0;
}
