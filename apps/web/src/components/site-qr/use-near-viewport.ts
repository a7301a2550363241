import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true, and stays true, once the element comes within `margin` of the viewport: lets a block far down
 * the page (the footer) load its code only when the member scrolls towards it, not with the first screen.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
