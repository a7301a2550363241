import { useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API on one element: whether it is full screen now, and a toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  function toggle() {
    const element = target.current;
    if (!element) return;
    // Refused (no user gesture, a policy, an old browser): the page simply stays as it is.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void element.requestFullscreen?.().catch(() => {});
  }

  return { active, supported: typeof document !== 'undefined' && document.fullscreenEnabled, toggle };
}
