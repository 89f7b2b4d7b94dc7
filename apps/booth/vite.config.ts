import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The kiosk is served by the API server under /booth/, apart from the organiser's app.
export default defineConfig({
  base: '/booth/',
  plugins: [react()],
  build: {
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
