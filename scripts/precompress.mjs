// Precompresses a built client for the server (apps/server/src/plugins/web-client.ts serves the .br and
// .gz siblings through @fastify/static's preCompressed option): brotli at maximum quality and gzip at
// level 9, for text files (js, css, html, svg, json, wasm, ...) over about 1 KB, and for every .html
// whatever its size, since the document is what every client route answers with.
//
//   node scripts/precompress.mjs apps/web/dist apps/operator/dist
//
// Both Vite configs also run it at the end of every build through precompressPlugin(), so
// `npm run build -w @app/web` already leaves the compressed files in dist.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text formats (and wasm, which compresses well). Images and fonts already are. */
export const COMPRESSIBLE = /\.(?:m?js|css|html?|svg|json|webmanifest|map|txt|xml|wasm)$/i;
/** Under this a compressed answer saves less than a packet; .html is compressed whatever its size. */
export const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes name.br and name.gz beside every compressible file of dir (a compressed copy only when it is
 * smaller than the file). Returns one row per file compressed.
 */
export async function precompressDir(dir, { minBytes = MIN_BYTES } = {}) {
  const root = resolve(dir);
  const jobs = [];
  for await (const path of walk(root)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const size = (await stat(path)).size;
    if (size < minBytes && !/\.html?$/i.test(path)) continue;
    jobs.push(path);
  }
  const rows = [];
  // Two at a time: brotli at quality 11 is CPU-bound and the build machines have few cores.
  const queue = [...jobs];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const data = await readFile(path);
      const [br, gzData] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: /\.wasm$/i.test(path) ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const row = { file: relative(root, path), raw: data.length, br: 0, gzip: 0 };
      if (br.length < data.length) {
        await writeFile(`${path}.br`, br);
        row.br = br.length;
      }
      if (gzData.length < data.length) {
        await writeFile(`${path}.gz`, gzData);
        row.gzip = gzData.length;
      }
      rows.push(row);
    }
  };
  await Promise.all([worker(), worker()]);
  return rows.sort((a, b) => b.raw - a.raw);
}

function summary(dir, rows) {
  const sum = (k) => rows.reduce((s, r) => s + (r[k] || r.raw), 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  return `precompressed ${rows.length} files in ${dir}: ${kb(sum('raw'))} → br ${kb(sum('br'))}, gzip ${kb(sum('gzip'))}`;
}

/** A Vite plugin running precompressDir on the output folder once the bundle is written. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const rows = await precompressDir(outDir);
      console.log(summary(relative(process.cwd(), outDir) || '.', rows));
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dist folder>...');
    process.exit(2);
  }
  for (const dir of dirs) console.log(summary(dir, await precompressDir(dir)));
}
