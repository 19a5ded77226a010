import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './serverProcess.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/**
 * One real server for the whole e2e run (starting it seeds the starter catalogue). Its ads
 * are off: these journeys play as guests, whose first play would open the ad popup;
 * weekOfFight.e2e.ts runs its own server with ads on and an operator.
 */
export async function setup(project: TestProject) {
  server = await startServer({ ADS_ENABLED: 'false' });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
