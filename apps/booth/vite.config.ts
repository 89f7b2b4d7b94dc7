import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledCatalogues } from '../../packages/i18n/build/precompiled-catalogues.ts';
import { homeScreenFiles } from './pwa/home-screen-plugin.ts';
import { segmentationFiles } from './pwa/segmentation-files-plugin.ts';
import { kioskServiceWorker } from './pwa/service-worker-plugin.ts';

// The kiosk is served by the API server under /booth/, apart from the organiser's app.
export default defineConfig({
  base: '/booth/',
  plugins: [react(), precompiledCatalogues(), segmentationFiles(), homeScreenFiles(), kioskServiceWorker()],
  build: {
    manifest: true,
    // The service worker caches the kiosk's files at install; the page need not preload lazy ones.
    modulePreload: { polyfill: false },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
