import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API serves dist/ at / with an SPA fallback, so production needs no base path or proxy.
// In development the same origin is recreated by proxying the API paths to the local server.
const api = 'http://localhost:8080';

// Libraries every screen runs change less often than the app: separate files stay cached across releases.
// Only libraries the first screen needs belong here — a chunk named here is loaded wherever one of its
// modules is imported, so listing a library used by one page would load it on every page.
const SHARED_VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|react-router|scheduler)\//,
  data: /node_modules\/(@tanstack|i18next|react-i18next)\//,
  // Only the map pages load this one (features/map is imported through React.lazy).
  maplibre:
    /node_modules\/(maplibre-gl|pmtiles|terra-draw|terra-draw-maplibre-gl-adapter|@protomaps|world-atlas|topojson-client)\//,
};
// Heavy libraries of single screens get a stable name of their own; they are reached only through a lazy
// route or React.lazy (docs/decisions/0030-web-delivery.md), and the bundle test keeps them off the login page.
export const LAZY_VENDOR_CHUNKS: Record<string, RegExp> = {
  map: /node_modules\/(maplibre-gl|pmtiles|@mapbox)\//,
  charts: /node_modules\/(d3-[a-z-]+|recharts|echarts|zrender|chart\.js)\//,
  drawing: /node_modules\/(terra-draw|@turf)\//,
  sheets: /node_modules\/(xlsx|exceljs|papaparse)\//,
};
const CHUNKS = { ...SHARED_VENDOR_CHUNKS, ...LAZY_VENDOR_CHUNKS };
// The entry and the two vendor chunks it imports statically have run before any lazy import can: listing them
// in each lazy import's preload list, as Vite does, only adds bytes to the entry.
const LOADED_WITH_ENTRY = /^assets\/(entry|react|data)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), precompress()],
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
    // Lists each chunk's imports: the bundle test and bench:web add up what a route downloads from it.
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType !== 'js') return deps;
        const needed = deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep));
        return needed.length === 1 && needed[0] === file ? [] : needed;
      },
    },
    rollupOptions: {
      output: {
        // Shared pieces smaller than this travel inside a chunk that already loads with them, not as a file of
        // their own: a file that small is sent uncompressed, and each is one more request.
        experimentalMinChunkSize: 1_500,
        // A name no module chunk takes, so that LOADED_WITH_ENTRY can tell the entry apart.
        entryFileNames: 'assets/entry-[hash].js',
        manualChunks(id) {
          return Object.keys(CHUNKS).find((name) => CHUNKS[name]?.test(id));
        },
      },
    },
  },
});
