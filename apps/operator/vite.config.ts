import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/precompress.mjs';

/**
 * The operator console: its own build under /operator/, never part of the member bundle. The server's
 * strict CSP (script-src 'self'; style-src 'self') means no inline script or style: CSS goes to
 * files and the module-preload polyfill (an injected inline script) is off.
 */
export default defineConfig({
  base: '/operator/',
  // Writes .br and .gz beside each text file of dist once it is built; the server sends them.
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    port: 5174,
    // The member site's game art (/game-art/) comes from the same server as the API, as it does in production.
    proxy: { '/api': 'http://localhost:8080', '/game-art': 'http://localhost:8080' },
  },
});
