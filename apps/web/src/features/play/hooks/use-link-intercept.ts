import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * While `active`, a click on any link of the site (the header, the menus, the tab bar) that would take
 * the member to another page of the app is held, and `onLeave(href)` decides. Caught on the document
 * in the capture phase, before the router's own handler; links opened in a new tab, downloads and other
 * sites are left alone.
 */
export function useLinkIntercept(active: boolean, onLeave: (href: string) => void) {
  const latest = useRef(onLeave);
  useLayoutEffect(() => {
    latest.current = onLeave;
  });
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);
}
