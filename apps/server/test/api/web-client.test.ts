import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.mjs';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A client build as Vite lays it out, compressed by the build's own step (scripts/precompress.mjs). */
async function fakeBuild(base: string): Promise<{ dir: string; files: Record<string, Buffer> }> {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  const page = (title: string) =>
    `<!doctype html><html lang="vi"><head><title>${title}</title><script type="module" src="${base}assets/index-abc123.js"></script><link rel="stylesheet" href="${base}assets/index-abc123.css"></head><body><div id="root"></div></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Trang chủ'),
    'assets/index-abc123.js': Array.from({ length: 200 }, (_, i) => `export const tro_choi_${i} = "Thể thao, Casino trực tuyến, Xổ số ${i}";`).join('\n'),
    'assets/index-abc123.css': Array.from({ length: 100 }, (_, i) => `.o-${i} { color: #f5c451; padding: ${i}px; }`).join('\n'),
    'assets/tiny-abc123.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"/>',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  await precompressDir(dir);
  return { dir, files: Object.fromEntries(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)])) };
}

const JS = '/assets/index-abc123.js';
const JS_TYPE = /^(?:text|application)\/javascript; charset=utf-8$/;

describe('serving the built client', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof fakeBuild>>;
  let operator: Awaited<ReturnType<typeof fakeBuild>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    web = await fakeBuild('/');
    operator = await fakeBuild('/operator/');
    t = await createTestApp(BACKENDS[0]!, { WEB_DIST: web.dir, OPERATOR_DIST: operator.dir, LOG_LEVEL: 'info' }, { write: (line) => void logLines.push(line) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web.dir, { recursive: true, force: true });
    rmSync(operator.dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('the build step wrote brotli and gzip copies of the text files over 1 KB, and of index.html whatever its size', () => {
    expect(statSync(join(web.dir, 'index.html')).size).toBeLessThan(1024);
    for (const name of ['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css']) {
      expect(brotliDecompressSync(readFileSync(join(web.dir, `${name}.br`)))).toEqual(web.files[name]);
      expect(gunzipSync(readFileSync(join(web.dir, `${name}.gz`)))).toEqual(web.files[name]);
    }
    expect(() => statSync(join(web.dir, 'assets/tiny-abc123.svg.br'))).toThrow();
  });

  it('sends brotli when the browser accepts it, with the file’s type, the compressed length and Vary', async () => {
    const res = await get(JS, 'gzip, deflate, br, zstd');
    const plain = await get(JS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(JS_TYPE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(web.files['assets/index-abc123.js']!.length / 3);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(web.files['assets/index-abc123.js']);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get(JS, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(JS_TYPE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload)).toEqual(web.files['assets/index-abc123.js']);
  });

  it.each([undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0'])('sends the file as it is for Accept-Encoding %j, still with Vary', async (accept) => {
    const res = await get(JS, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(JS_TYPE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(web.files['assets/index-abc123.js']!.length);
    expect(res.rawPayload).toEqual(web.files['assets/index-abc123.js']);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['br, gzip;q=0', 'br'],
    ['deflate, gzip;q=0.2', 'gzip'],
    ['GZIP, BR', 'br'],
  ])('honours q-values: %s → %s', async (accept, expected) => {
    const res = await get(JS, accept);
    expect(res.headers['content-encoding']).toBe(expected);
  });

  it('compresses the CSS too', async () => {
    const res = await get('/assets/index-abc123.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(res.rawPayload)).toEqual(web.files['assets/index-abc123.css']);
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const res = await get(JS, 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(statSync(join(web.dir, 'assets/index-abc123.js.br')).size);
    expect(res.rawPayload.length).toBe(0);
  });

  it('gives each encoding its own ETag, and a 304 to a revalidation of the same one', async () => {
    const br = await get(JS, 'br');
    const gzip = await get(JS, 'gzip');
    const plain = await get(JS);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await t.app.inject({ method: 'GET', url: JS, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends a small file as it is (nothing to gain), with Vary', async () => {
    const res = await get('/assets/tiny-abc123.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each([
    ['/', 'index.html'],
    ['/nap-tien', 'index.html'],
    ['/tai-khoan/cai-dat', 'index.html'],
    ['/dang-nhap', 'index.html'],
    ['/dang-nhap?ref=abc', 'index.html'],
  ])('answers the client route %s with %s compressed, uncached, under the strict document headers', async (url, file) => {
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(web.files[file]);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(web.files[file]);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload).toEqual(web.files[file]);
  });

  it('keeps the compressed copies from being addressed by name, and answers a missing asset with 404, not the page', async () => {
    expect((await get('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
    // Outside /assets/ an unknown path is a client route: the page, never the gzip bytes.
    for (const url of ['/index.html.gz', '/index.html.br']) {
      const page = await get(url);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<title>Trang chủ</title>');
    }
    expect((await get('/assets/index-gone00.js', 'br')).statusCode).toBe(404);
  });

  it('leaves the API to the API', async () => {
    const res = await get('/api/v1/no-such-route', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('compresses the operator console the same way', async () => {
    const page = await get('/operator/thanh-vien', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload)).toEqual(operator.files['index.html']);
    const asset = await get('/operator/assets/index-abc123.js', 'gzip');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(asset.rawPayload)).toEqual(operator.files['assets/index-abc123.js']);
  });

  it('writes no log line for static files or client routes, even with request logging at info', async () => {
    logLines.length = 0;
    const urls = [JS, '/assets/index-abc123.css', '/favicon.svg', '/', '/dang-nhap', '/operator/', '/operator/assets/index-abc123.js'];
    for (const url of urls) {
      expect((await get(url, 'br')).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(200);
    }
    expect((await get('/assets/index-gone00.js')).statusCode).toBe(404);
    t.app.log.info('marker: the log is on');
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toContain('marker: the log is on');
  });
});
