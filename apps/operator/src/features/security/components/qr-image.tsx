import { useMemo } from 'react';
import { encode } from 'uqr';

/** Quiet zone in modules (the standard 4). */
const QUIET = 4;

/**
 * A QR code as one SVG path of its dark modules on white: no canvas, no image request, nothing
 * inline-styled (the console's CSP). One rectangle per horizontal run keeps the path short.
 */
export function QrImage({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 0 });
    const parts: string[] = [];
    data.forEach((row, y) => {
      let x = 0;
      while (x < row.length) {
        if (!row[x]) {
          x++;
          continue;
        }
        const start = x;
        while (x < row.length && row[x]) x++;
        parts.push(`M${start + QUIET} ${y + QUIET}h${x - start}v1h-${x - start}z`);
      }
    });
    return { path: parts.join(''), extent: data.length + 2 * QUIET };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
