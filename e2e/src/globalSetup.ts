import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './serverProcess.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** One real server for the whole e2e run (starting it seeds the starter catalogue). */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
