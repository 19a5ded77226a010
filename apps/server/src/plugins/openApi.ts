import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { declareErrorResponses } from './routeErrorResponses.js';

/** Where the generated OpenAPI 3.1 document and its reference UI are served. */
export const OPEN_API_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';
/** The development sign-in provider (oidc-provider): not our API, so not in the document. */
const LOCAL_IDP_PREFIX = '/dev-idp';

const transformZodSchemas = createJsonSchemaTransform({ skipList: [OPEN_API_PATH] });

/**
 * The API's contract, generated from the zod schemas every route declares: registered before
 * the routes so it sees each one (static files, media and the docs' own routes are hidden).
 * Each route also gets the error statuses it can answer (`declareErrorResponses`).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', declareErrorResponses);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Promptplay API',
        description: 'Every error answers the one error body (`ApiError`).',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) =>
      input.url.startsWith(LOCAL_IDP_PREFIX)
        ? { schema: { hide: true }, url: input.url }
        : transformZodSchemas(input),
    transformObject: jsonSchemaTransformObject,
  });
  // Its own CSP (hashes of the UI's inline scripts), so the app's policy stays as strict.
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
  app.get(OPEN_API_PATH, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
