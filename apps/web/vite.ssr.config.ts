import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server entry (src/entry-server.tsx) as a Node module in dist-ssr/, beside dist/ and never
 * served: the Fastify server imports it to render the first view (README "First paint").
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
