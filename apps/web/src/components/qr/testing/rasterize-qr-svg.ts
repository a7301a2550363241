/**
 * Test support: paints the markup QrCode renders into an RGBA bitmap at its CSS pixel size, sampling each pixel's
 * centre as a browser drawing `shape-rendering="crispEdges"` does, so a decoder (jsQR) can read what a phone sees.
 * Not part of the app bundle: only tests import it.
 */
export type Bitmap = { data: Uint8ClampedArray; width: number; height: number };

/** How to paint the logo box: 'clear' leaves the cleared modules white; 'dark' blacks it out, the worst a logo can do. */
export type LogoPaint = 'clear' | 'dark';

type Box = { x: number; y: number; width: number; height: number };

export function rasterizeQrSvg(markup: string, logoPaint: LogoPaint): Bitmap {
  const root = /<svg class="qr-code"[^>]*>/.exec(markup)?.[0];
  if (!root) throw new Error('no QR code in the markup');
  const size = Number(attribute(root, 'width'));
  const [vx = 0, vy = 0, vw = 1] = attribute(root, 'viewBox').split(' ').map(Number);
  const dark = darkModuleLookup(/<path d="([^"]*)" fill="#000"/.exec(markup)?.[1] ?? '');
  const logoTag = /<svg class="qr-code__logo"[^>]*>/.exec(markup)?.[0];
  const logo = logoTag ? boxOf(logoTag) : null;
  const scale = vw / size;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const mx = vx + (px + 0.5) * scale;
      const my = vy + (py + 0.5) * scale;
      const inLogo = logo !== null && mx >= logo.x && mx < logo.x + logo.width && my >= logo.y && my < logo.y + logo.height;
      if (dark(mx, my) || (inLogo && logoPaint === 'dark')) data.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

/** The logo box in CSS pixels, from its module-unit attributes and the code's scale. */
export function logoBoxInPixels(markup: string): Box | null {
  const root = /<svg class="qr-code"[^>]*>/.exec(markup)?.[0];
  const logoTag = /<svg class="qr-code__logo"[^>]*>/.exec(markup)?.[0];
  if (!root || !logoTag) return null;
  const [vx = 0, vy = 0, vw = 1] = attribute(root, 'viewBox').split(' ').map(Number);
  const pixelsPerModule = Number(attribute(root, 'width')) / vw;
  const box = boxOf(logoTag);
  return {
    x: (box.x - vx) * pixelsPerModule,
    y: (box.y - vy) * pixelsPerModule,
    width: box.width * pixelsPerModule,
    height: box.height * pixelsPerModule,
  };
}

/** True when the pixel at (x, y) in the bitmap is white. */
export function isWhite({ data, width }: Bitmap, x: number, y: number): boolean {
  const i = (y * width + x) * 4;
  return data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255;
}

function attribute(tag: string, name: string): string {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  if (value === undefined) throw new Error(`no ${name} in ${tag}`);
  return value;
}

function boxOf(tag: string): Box {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(attribute(tag, name)));
  return { x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0 };
}

/** The path's runs (`M x y h w v1 h-w z`) as a lookup: is the point (in module units) on a dark module? */
function darkModuleLookup(path: string): (x: number, y: number) => boolean {
  const rows = new Map<number, [number, number][]>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = rows.get(Number(y)) ?? [];
    row.push([Number(x), Number(x) + Number(run)]);
    rows.set(Number(y), row);
  }
  return (x, y) => (rows.get(Math.floor(y)) ?? []).some(([start, end]) => x >= start && x < end);
}
