/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { startAfterFirstPaintPlugin } from './src/boot/startAfterFirstPaintPlugin.js';
import { classicZodCopy } from './src/build/classicZodCopy.js';
import { firstViewZodCheck } from './src/build/firstViewZod.js';

/** Where `npm run dev` sends API, auth, world, media and runtime requests. */
const API_TARGET = 'http://localhost:8080';
const proxy: ProxyOptions = { target: API_TARGET, changeOrigin: false };

export default defineConfig({
  // Classic zod gets its own zod core, the build fails when the first view's scripts would
  // hold classic zod, and the page paints before its scripts start (README "First view and
  // deep pages").
  plugins: [react(), classicZodCopy(), firstViewZodCheck(), startAfterFirstPaintPlugin()],
  server: {
    proxy: {
      '/api': proxy,
      // /auth/callback and /auth/error are SPA routes; everything else under /auth is the server's.
      '^/auth/(?!callback|error)': proxy,
      '/worlds': proxy,
      '/media': proxy,
      '/runtime': proxy,
      '/game-manifest.json': proxy,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // Classic zod and its copy of zod core (src/build/classicZodCopy.ts): only lazy
            // chunks import it (worlds, create, profile, admin…).
            {
              name: 'zod-classic',
              test: /\?zod-classic-copy$|node_modules[\\/]zod[\\/](index|v4[\\/](index|classic))/,
            },
            // zod core and zod/mini, what the first view's schemas need, with contracts'
            // zodJitless: whatever imports zod has set the flag before its schemas.
            { name: 'zod-mini', test: /node_modules[\\/]zod[\\/]|zodJitless/ },
            // Loaded with the first mail only (features/mail/sanitizeMailHtml.ts).
            { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/ },
            // Loaded only when the operator set SENTRY_DSN (features/errorReporting).
            { name: 'sentry', test: /node_modules[\\/]@sentry(-internal)?[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
  },
});
