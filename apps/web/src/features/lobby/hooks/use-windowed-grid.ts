import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useElementWidth } from '../../../hooks/use-element-width.ts';
import { gridGeometry, visibleRows, type GridLayout, type RowRange } from '../utils/windowing.ts';

/**
 * Windowing by scroll maths (utils/windowing.ts): the page itself scrolls, so the rows in view follow
 * from the grid's position in the viewport. Scroll and resize are read at most once a frame, and the
 * component renders again only when the row range changes, not on every scroll event.
 */
export function useWindowedGrid(count: number, layout: GridLayout) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const geometry = useMemo(() => gridGeometry(width, count, layout), [width, count, layout]);
  const [range, setRange] = useState<RowRange>({ first: 0, last: 0 });

  const measureRef = useRef<() => void>(() => undefined);

  // After every render, before paint: what sits above the grid (filters, a results line) may have moved it.
  useLayoutEffect(() => {
    measureRef.current = () => {
      const element = ref.current;
      if (!element) return;
      const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight, geometry, layout.overscanRows);
      setRange((previous) => (previous.first === next.first && previous.last === next.last ? previous : next));
    };
    measureRef.current();
  });

  useLayoutEffect(() => {
    let frame = 0;
    const onChange = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measureRef.current();
      });
    };
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      cancelAnimationFrame(frame);
    };
  }, []);

  return { ref, geometry, range };
}
