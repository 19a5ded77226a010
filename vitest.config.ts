import { defineConfig } from 'vitest/config';

/** One Vitest run, one project per workspace. `npm run test:unit` runs all but e2e. */
export default defineConfig({
  test: {
    projects: [
      // Contracts and generator are pure code with no mocks, so their test files share one module
      // graph per worker instead of importing it again for each file (the generator's lexicons
      // and art tables made imports take a third of its run: 318 s isolated, 166 s not, here).
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'generator',
          root: 'packages/generator',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'runtime',
          root: 'packages/runtime',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The soak bench scaled down (bench/src/soak/soak.test.ts).
        test: {
          name: 'bench',
          root: 'bench',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          globalSetup: ['src/globalSetup.ts'],
          include: ['src/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A page answers the server's markup first and starts its scripts after the first
          // paint (apps/web/src/boot): what a test waits for on screen can take a few seconds
          // of a shared, loaded machine's time, not Vitest's default second.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
