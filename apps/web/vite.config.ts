import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves dist/ at / with an SPA fallback, so production needs no base path or proxy.
// In development the same origin is recreated by proxying the API paths to the local server.
const api = 'http://localhost:8080';

// Libraries change less often than the app: separate files stay cached across releases.
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|react-router|scheduler)\//,
  aria: /node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)\//,
  data: /node_modules\/(@tanstack|i18next|react-i18next)\//,
  // Only the map pages load this one (features/map is imported through React.lazy).
  maplibre:
    /node_modules\/(maplibre-gl|pmtiles|terra-draw|terra-draw-maplibre-gl-adapter|@protomaps|world-atlas|topojson-client)\//,
};

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/version.txt': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          return Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]?.test(id));
        },
      },
    },
  },
});
