// Builds the API server for production: apps/server/src/main.ts and the administration CLI, bundled
// by esbuild into apps/server/dist/{main,cli}.js (ESM, Node 20), run with plain `node` (no tsx).
// Dependencies stay in node_modules (PGlite finds its wasm and data files beside its own code there);
// only the workspace packages, which are TypeScript source, are bundled in.
//   node scripts/build-server.mjs [--outdir <folder>]   (tests build into a folder of their own)
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string', default: `${root}apps/server/dist` } } });

/** Bare imports are external, except the workspace's own packages (@app/*). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(values.outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: { main: 'apps/server/src/main.ts', cli: 'apps/server/src/cli/main.ts' },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Chunks for code both entries share would make two files of one module's state; each entry stands alone.
  splitting: false,
  plugins: [externalPackages],
  charset: 'utf8',
  logLevel: 'warning',
});
console.log(`Máy chủ đã build vào ${values.outdir} trong ${Date.now() - started} ms`);
