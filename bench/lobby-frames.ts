/**
 * Watching the lobby paint, from inside the page (bench/lobby-render.ts). Plain JavaScript in a
 * string, installed with addInitScript: a function handed to page.evaluate would be serialised after
 * tsx has added its own helpers to it, which the page does not have.
 *
 * window.__benchWatch({ quietMs, value, timeoutMs }) reads, once per frame, a signature of what the lobby
 * shows: the search box's value, the results line, the grid's columns, how many tiles it holds and the
 * first of them. Read in requestAnimationFrame, it is what that frame paints; a message posted from
 * there lands just after the paint, and that is the time kept. It resolves once the signature has held
 * still for quietMs with tiles in the grid (and the search box holding `value`, when given), with the
 * time the last change was painted: when the screen became what it stays. Frames are ~16.7 ms apart,
 * so figures are good to a frame.
 *
 * window.__benchKeyAt is the timeStamp of the last keydown on the search box (the time the key was
 * pressed, in the same clock as performance.now()).
 */
export type Watched = {
  paintedAt: number;
  tiles: number;
  setSize: number;
  timedOut: boolean;
  /** Every frame that showed something new: when it was painted, and its signature. */
  changes: { at: number; key: string }[];
};

export const WATCH_SCRIPT = `
(() => {
  const snapshot = () => {
    const input = document.querySelector('.lobby-search__input');
    const list = document.querySelector('.game-grid__list:not(.game-grid__list--static)');
    const items = list ? list.querySelectorAll(':scope > li') : [];
    const results = document.querySelector('.lobby__results');
    const first = items[0];
    return {
      value: input ? input.value : null,
      tiles: items.length,
      setSize: first ? Number(first.getAttribute('aria-setsize')) : 0,
      key: JSON.stringify([
        input ? input.value : null,
        results ? results.textContent : null,
        list ? list.style.gridTemplateColumns : null,
        items.length,
        first ? first.textContent : null,
      ]),
    };
  };
  window.__benchWatch = ({ quietMs, value = null, timeoutMs = 20000 }) =>
    new Promise((resolve) => {
      const began = performance.now();
      let last = null;
      let paintedAt = NaN;
      const changes = [];
      const onFrame = () => {
        const seen = snapshot();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const now = performance.now();
          if (!last || seen.key !== last.key) {
            last = seen;
            paintedAt = now;
            changes.push({ at: now, key: seen.key });
          }
          const ready = seen.tiles > 0 && (value === null || seen.value === value);
          const timedOut = now - began > timeoutMs;
          if ((ready && now - paintedAt >= quietMs) || timedOut) resolve({ paintedAt, tiles: seen.tiles, setSize: seen.setSize, timedOut, changes });
          else requestAnimationFrame(onFrame);
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(onFrame);
    });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof Element && event.target.matches('.lobby-search__input')) window.__benchKeyAt = event.timeStamp;
    },
    true,
  );
})();
`;

/** When the catalogue's answer finished arriving (performance.now() clock): the data is in the page. */
export const CATALOGUE_RESPONSE_END = `(performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/games/catalogue')).map((e) => e.responseEnd).pop() ?? null)`;

export const watchCall = (options: { quietMs: number; value?: string }) => `window.__benchWatch(${JSON.stringify(options)})`;
