import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built console at /console/ with a history fallback, and the API under
// /api; in development the API calls go through this proxy so relative URLs work the same.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is larger than the default warning limit; the console is a desktop tool.
    chunkSizeWarningLimit: 1500,
  },
});
