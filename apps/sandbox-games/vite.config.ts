import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.mjs';

/**
 * The sandbox game provider's own game pages: a bundle of their own, served by the provider at
 * /sandbox-provider/play/ and shown by the member site in an iframe. Built for the server's strict
 * CSP (script-src 'self'; style-src 'self'): CSS goes to files, no inline script (the module-preload
 * polyfill is one, so it is off) and no inlined assets.
 */
export default defineConfig({
  base: '/sandbox-provider/play/',
  plugins: [precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    port: 5175,
    proxy: { '/sandbox-provider/v1': 'http://localhost:8080' },
  },
});
