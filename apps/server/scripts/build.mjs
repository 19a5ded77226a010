// `npm run build -w @promptplay/server`: compiles the server ahead of time into dist/, so
// `npm start` and `npm run worker` run plain JavaScript. The workspace packages (contracts,
// generator, runtime) are TypeScript sources and go into the bundle; every npm package stays
// external and is loaded from node_modules as usual. The migrations sit beside the bundle,
// where `createDatabase` looks for them (`./migrations` next to the code).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const serverRoot = new URL('..', import.meta.url).pathname;
const distDir = `${serverRoot}dist`;

/** Bare imports of npm packages stay imports; our own `@promptplay/*` sources are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@promptplay/') ? undefined : { path, external: true },
    );
  },
};

rmSync(distDir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
  absWorkingDir: serverRoot,
  outdir: distDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
cpSync(`${serverRoot}src/db/migrations`, `${distDir}/migrations`, { recursive: true });
console.log(`server compiled into ${distDir}`);
