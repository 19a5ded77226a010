// `npm start`: install what is missing, build the web app, runtime and server, then serve
// everything (API, SPA, runtime, media) on one port from the compiled server (dist/main.js).
// The server migrates and seeds on start; SIGTERM drains it (README "Running in production").
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
run('npm', ['run', 'build']);
run('node', ['apps/server/dist/main.js']);
