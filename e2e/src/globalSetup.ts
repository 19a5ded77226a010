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
 * weekOfFight.e2e.ts runs its own server with ads on and an operator. Media tiers are off
 * too, so their rendering does not compete for the CPU the journeys are judged on (server
 * tests cover the tiers; cards show the original screenshots).
 */
export async function setup(project: TestProject) {
  server = await startServer({ ADS_ENABLED: 'false', MEDIA_TIERS: 'false' });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
