import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { prepareFuzzTarget, type FuzzTarget } from '../fuzz/fuzzTarget.js';
import { operationsOf, type OpenApiDocument } from '../fuzz/operations.js';
import { requestArbitrary } from '../fuzz/requestArbitrary.js';
import { findingOf } from '../fuzz/responseFindings.js';
import { describeRequest, sendRequest } from '../fuzz/runFuzz.js';
import { writeDistFixtures } from '../testing/distFixtures.js';
import { fakeStarterCatalogue } from '../testing/fakeGameBuilder.js';
import { describeEachDatabase } from '../testing/testHarness.js';
import { API_DOCS_PREFIX, OPEN_API_PATH } from './openApi.js';

/** Routes that are files or pages of others, not operations: static files, the docs, dev IdP. */
function isOperation(route: RouteOptions): boolean {
  return !route.schema?.hide && !route.url.startsWith('/dev-idp');
}

/** `/api/game-feeds/:gameId` → `/api/game-feeds/{gameId}`, as OpenAPI writes paths. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
}

describeEachDatabase(
  'OpenAPI document',
  (context) => {
    let target: FuzzTarget;
    beforeAll(async () => {
      target = await prepareFuzzTarget(context());
    });
    afterAll(async () => target.close());

    it('lists every route the app registers, with its methods', async () => {
      const ctx = context();
      const routes: RouteOptions[] = [];
      const app = await buildApp({
        config: {
          logLevel: 'silent',
          publicUrl: 'http://localhost',
          ...writeDistFixtures(ctx.tempDir),
        },
        db: ctx.db,
        storage: ctx.storage,
        catalogueEvents: ctx.catalogueEvents,
        clock: ctx.clock,
        onRoute: (route) => routes.push(route),
      });
      try {
        const response = await app.inject({ url: OPEN_API_PATH });
        expect(response.statusCode).toBe(200);
        const document = response.json<OpenApiDocument>();
        expect(document.openapi).toBe('3.1.0');
        const documented = new Set(
          operationsOf(document).map((operation) => `${operation.method} ${operation.path}`),
        );
        const registered = routes
          .filter(isOperation)
          .flatMap((route) =>
            [route.method].flat().map((method) => `${method} ${openApiPath(route.url)}`),
          )
          .filter((route) => !route.startsWith('HEAD '));
        expect(registered.length).toBeGreaterThan(40);
        expect(registered.filter((route) => !documented.has(route))).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('declares the one error body for every error status', async () => {
      const document = (await target.app.inject({ url: OPEN_API_PATH })).json<{
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }>();
      const likeAdd = document.paths['/api/player-interactions/add']?.post?.responses ?? {};
      expect(Object.keys(likeAdd)).toEqual(
        expect.arrayContaining(['200', '400', '401', '404', '413', '415', '429', '500']),
      );
      expect(JSON.stringify(likeAdd['401'])).toContain('VALIDATION_FAILED');
    });

    it('serves the reference UI under its own content security policy', async () => {
      const page = await target.app.inject({ url: `${API_DOCS_PREFIX}/` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    });

    it('answers sample requests of every operation only with statuses it declares', async () => {
      const findings: string[] = [];
      for (const operation of target.operations) {
        const samples = fc.sample(requestArbitrary(operation, target.credentials, target.known), {
          seed: 42,
          numRuns: 8,
        });
        for (const request of samples) {
          const response = await sendRequest(target, request);
          const finding = findingOf(operation, response, 0, true);
          if (finding) findings.push(`${finding}\n${describeRequest(request)}`);
        }
      }
      expect(findings).toEqual([]);
    });
  },
  { catalogue: fakeStarterCatalogue(3) },
);
