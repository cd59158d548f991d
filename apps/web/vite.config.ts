import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/service': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
