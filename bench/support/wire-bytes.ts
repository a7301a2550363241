import { request } from 'node:http';

/**
 * What files cost on the wire (bench/web.ts): each one fetched with Accept-Encoding br, gzip and none,
 * counting the body as it came over the socket, before any decoding.
 */
export type Encoding = 'br' | 'gzip' | 'none';
export const ENCODINGS: Encoding[] = ['br', 'gzip', 'none'];
export type Fetched = { bytes: number; encoding: string; status: number; vary: string };
/** Per encoding, bytes per kind of file (js, css, html, svg, image, other) and in all. */
export type WireTotals = Record<Encoding, Record<string, number>>;

/** One GET; bytes are the body as it came over the socket (no decoding). */
export function fetchRaw(origin: string, path: string, encoding: Encoding): Promise<Fetched> {
  return new Promise((resolveFetch, reject) => {
    const headers: Record<string, string> = encoding === 'none' ? {} : { 'accept-encoding': encoding };
    const req = request(`${origin}${path}`, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (b: Buffer) => (bytes += b.length));
      res.on('end', () =>
        resolveFetch({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity'), status: res.statusCode ?? 0, vary: String(res.headers.vary ?? '') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** svg stays a kind of its own (the home's art and the game thumbnails are SVG); raster images are "image". */
export function kind(path: string): string {
  if (path.endsWith('.js')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.svg')) return 'svg';
  if (/\.(?:png|jpe?g|webp|avif|gif|ico)$/i.test(path)) return 'image';
  if (path.endsWith('.html') || !path.includes('.')) return 'html';
  return 'other';
}

/** Images of either kind, per encoding. */
export const imageBytes = (totals: WireTotals, e: Encoding) => (totals[e].svg ?? 0) + (totals[e].image ?? 0);

/** Fetches each path in each encoding, prints a line per file and the totals per kind, and returns those totals. */
export async function wireBytes(origin: string, title: string, paths: string[]): Promise<WireTotals> {
  const totals = Object.fromEntries(ENCODINGS.map((e) => [e, {} as Record<string, number>])) as WireTotals;
  console.log(`\n${title}: ${paths.length} files`);
  console.log(`  ${'br'.padStart(9)} ${'gzip'.padStart(9)} ${'none'.padStart(9)}  file (content-encoding sent for br / gzip)`);
  for (const path of paths) {
    const got = {} as Record<Encoding, Fetched>;
    for (const e of ENCODINGS) got[e] = await fetchRaw(origin, path, e);
    for (const e of ENCODINGS) {
      const t = totals[e];
      t[kind(path)] = (t[kind(path)] ?? 0) + got[e].bytes;
      t.all = (t.all ?? 0) + got[e].bytes;
    }
    const status = got.none.status === 200 ? '' : ` [${got.none.status}]`;
    console.log(
      `  ${kb(got.br.bytes).padStart(9)} ${kb(got.gzip.bytes).padStart(9)} ${kb(got.none.bytes).padStart(9)}  ${path}${status} (${got.br.encoding} / ${got.gzip.encoding})`,
    );
  }
  for (const k of ['js', 'css', 'html', 'svg', 'image', 'other', 'all']) {
    if (totals.none[k] === undefined) continue;
    console.log(`  ${k.toUpperCase().padEnd(5)} br ${kb(totals.br[k]!).padStart(9)}   gzip ${kb(totals.gzip[k]!).padStart(9)}   none ${kb(totals.none[k]!).padStart(9)}`);
  }
  return totals;
}
