import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.mjs';

/** Touch-first devices: phones and tablets, which the client's user-agent test sends to the mobile variant. */
const MOBILE_MEDIA = '(hover: none) and (pointer: coarse)';
const DESKTOP_MEDIA = '(hover: hover), (pointer: fine), (pointer: none)';
/** The first banner's art (components/home/banner-art.tsx): the largest paint of the home page. */
const FIRST_BANNER = 'src/assets/banners/first-deposit.svg';

type Bundle = Rolldown.OutputBundle;
type Files = { js: Set<string>; css: Set<string> };

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const linkTag = (attrs: Record<string, string | undefined>) =>
  `<link ${Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (v === '' ? k : `${k}="${attr(v!)}"`))
    .join(' ')}>`;

/** The chunks and stylesheets a module's chunk needs to run: its static imports, or with dynamic, all it may ever load. */
function chunksOf(bundle: Bundle, facade: string, skip: string, withDynamic = false): Files {
  const root = Object.values(bundle).find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && !!o.facadeModuleId?.endsWith(facade));
  if (!root) throw new Error(`preloads: no chunk for ${facade}`);
  const files: Files = { js: new Set(), css: new Set() };
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk' || files.js.has(name) || name === skip) return;
    files.js.add(name);
    chunk.viteMetadata?.importedCss.forEach((f) => files.css.add(f));
    chunk.imports.forEach(visit);
    if (withDynamic) chunk.dynamicImports.forEach(visit);
  };
  visit(root.fileName);
  return files;
}

/**
 * Preload links for what a screen needs in either variant: the files both need without a media query,
 * each variant's own under one standing for the client's device test (both are fetched when it guesses
 * wrong, never neither); stylesheets as preloads, so the splash is not held back. A chunk the other
 * variant may load later (one of its lazy screens) gets no media-bound link: Vite's preload helper
 * skips a module that already has a link in the page, whatever its media, which would leave that
 * screen's chunks to be found one import at a time. Those stay with the helper.
 */
function preloadLinks(base: string, mobile: Files, desktop: Files, reachable: { mobile: Set<string>; desktop: Set<string> }): string[] {
  const links: string[] = [];
  for (const file of new Set([...mobile.css, ...desktop.css])) {
    const media = mobile.css.has(file) && desktop.css.has(file) ? undefined : mobile.css.has(file) ? MOBILE_MEDIA : DESKTOP_MEDIA;
    links.push(linkTag({ rel: 'preload', as: 'style', crossorigin: '', fetchpriority: 'low', href: base + file, media }));
  }
  for (const file of new Set([...mobile.js, ...desktop.js])) {
    const inMobile = mobile.js.has(file);
    const inDesktop = desktop.js.has(file);
    if (inMobile && inDesktop) links.push(linkTag({ rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: base + file }));
    else if (inMobile && !reachable.desktop.has(file)) links.push(linkTag({ rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: base + file, media: MOBILE_MEDIA }));
    else if (inDesktop && !reachable.mobile.has(file)) links.push(linkTag({ rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: base + file, media: DESKTOP_MEDIA }));
  }
  return links;
}

/**
 * Names the first screen's files in index.html, so the browser fetches them beside the entry script
 * instead of after it has run (each variant is a lazy chunk): the variant's chunks and stylesheets, at
 * low priority (the entry and index.css come first; at default priority they held the splash back by
 * about 0.4 s in Lighthouse's simulation), and the first banner's image, the home page's largest paint.
 */
function firstScreenPreloads(): Plugin {
  let base = '/';
  return {
    name: 'first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const mobile = chunksOf(bundle, '/src/app/mobile-app.tsx', entry.fileName);
        const desktop = chunksOf(bundle, '/src/app/desktop-app.tsx', entry.fileName);
        const reachable = {
          mobile: chunksOf(bundle, '/src/app/mobile-app.tsx', entry.fileName, true).js,
          desktop: chunksOf(bundle, '/src/app/desktop-app.tsx', entry.fileName, true).js,
        };
        const links = preloadLinks(base, mobile, desktop, reachable);
        const banner = Object.values(bundle).find((o) => o.type === 'asset' && o.originalFileNames.some((n) => n.endsWith(FIRST_BANNER)));
        if (banner) links.push(linkTag({ rel: 'preload', as: 'image', href: base + banner.fileName }));
        else this.warn(`preloads: ${FIRST_BANNER} is not in the bundle; the home page's largest image is no longer preloaded`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * The server sets a strict CSP (script-src 'self'; style-src 'self'), so the build must emit no inline
 * script or style: CSS goes to files, and the module-preload polyfill (an injected script that modern
 * browsers do not need) is off.
 */
export default defineConfig({
  // Writes .br and .gz beside each text file of dist once it is built; the server sends them.
  plugins: [react(), firstScreenPreloads(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  worker: { format: 'es' },
  server: {
    // The API and the sandbox bank's pages (online banking) are served by the API server.
    proxy: { '/api': 'http://localhost:8080', '/sandbox-bank': 'http://localhost:8080' },
  },
});
