import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built portal at / with a history fallback and the API under /api, so
// in development the API calls go through this proxy and relative URLs work the same in both.
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is larger than the default warning limit; the mobile pages stay small chunks.
    chunkSizeWarningLimit: 1500,
  },
});
