import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCAL_IDP_PATH } from './localIdentityProvider.js';
import { localSignInPage } from './localSignInPage.js';
import type { OidcClients } from './oidcClients.js';

export interface LocalIdpRoutesOptions {
  clients: OidcClients;
  publicUrl: string;
}

const loginFormSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(100),
});

async function localProvider(request: FastifyRequest, options: LocalIdpRoutesOptions) {
  const origin = new URL(options.publicUrl).origin;
  return options.clients.localProvider(origin);
}

/**
 * The built-in local OpenID provider under /dev-idp (only without GOOGLE_CLIENT_ID): its
 * sign-in page, and every protocol endpoint handed to oidc-provider's own Koa app.
 */
export const localIdpRoutes: FastifyPluginAsyncZod<LocalIdpRoutesOptions> = async (
  app,
  options,
) => {
  // The sign-in page and its form post.
  await app.register(async (pages) => {
    await pages.register(formbody);
    pages.get(`${LOCAL_IDP_PATH}/interaction/:uid`, async (request, reply) => {
      const local = await localProvider(request, options);
      if (!local) return reply.callNotFound();
      await local.provider.interactionDetails(request.raw, reply.raw);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(localSignInPage(request.url));
    });

    pages.post(`${LOCAL_IDP_PATH}/interaction/:uid`, async (request, reply) => {
      const local = await localProvider(request, options);
      if (!local) return reply.callNotFound();
      const form = loginFormSchema.safeParse(request.body);
      if (!form.success) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(localSignInPage(request.url, 'Enter a valid email and a display name.'));
      }
      const accountId = local.rememberAccount(form.data);
      reply.hijack();
      await local.provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    });
  });

  // Everything else under the issuer path is oidc-provider's: it reads bodies itself.
  await app.register((protocol, _options, done) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const local = await localProvider(request, options);
      if (!local) return reply.callNotFound();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(LOCAL_IDP_PATH.length) || '/';
      void local.provider.callback()(raw, reply.raw);
      return reply;
    };
    protocol.all(LOCAL_IDP_PATH, handle);
    protocol.all(`${LOCAL_IDP_PATH}/*`, handle);
    done();
  });
};
