import type { FastifyInstance } from 'fastify';

/**
 * A Content-Security-Policy whose `frame-ancestors` also admits `ancestors` (the OGP site),
 * keeping the sources it had (`'self'`, the serving origin).
 */
export function addFrameAncestors(csp: string, ancestors: readonly string[]): string {
  const parts = csp
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const current =
    parts.find((part) => part.startsWith('frame-ancestors')) ?? "frame-ancestors 'self'";
  const sources = [...new Set([...current.split(/\s+/).slice(1), ...ancestors])];
  const others = parts.filter((part) => !part.startsWith('frame-ancestors'));
  return [...others, ['frame-ancestors', ...sources].join(' ')].join('; ');
}

/**
 * The runtime page (`/runtime/…`, the game's own iframe) is framed by the play page, so when
 * Play.fun frames the play page it is an ancestor of the runtime too: its policy must admit
 * the same OGP origins, or the game would not load inside Play.fun. Added after the static
 * files' hook, which sets the runtime page's policy.
 */
export function admitOgpAncestorsToRuntime(app: FastifyInstance, ancestors: readonly string[]) {
  if (ancestors.length === 0) return;
  app.addHook('onSend', async (request, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (!request.url.startsWith('/runtime/') || typeof csp !== 'string') return;
    reply.header('content-security-policy', addFrameAncestors(csp, ancestors));
  });
}
