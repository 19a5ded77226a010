// `npm start`: install what is missing, build the web app and runtime, then serve
// everything (API, SPA, runtime, media) on one port. The server migrates and seeds on start.
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
run('npm', ['run', 'build']);
run('node', ['--import', 'tsx', 'apps/server/src/main.ts']);
