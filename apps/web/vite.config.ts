import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server sets a strict CSP (script-src 'self'; style-src 'self'), so the build must emit no inline
 * script or style: CSS goes to files, and the module-preload polyfill (an injected script that modern
 * browsers do not need) is off.
 */
export default defineConfig({
  plugins: [react()],
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
