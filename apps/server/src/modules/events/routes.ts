import { eventDataSchema, type EventData } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** The answer while no event is scheduled (spec §3 event data: phase and times null). */
export const NO_EVENT: EventData = {
  hasEvent: false,
  phase: null,
  eventStart: null,
  eventEnd: null,
};

/**
 * GET /api/player-event: the Week of Fight status the create modal and the competition tab
 * read. No event can be scheduled yet, so it answers "no event" rather than a 404 the
 * client would have to treat as one.
 */
export const eventRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/player-event',
    { schema: { response: { 200: eventDataSchema } } },
    async (_request, reply): Promise<EventData> => {
      void reply.header('cache-control', 'no-cache');
      return NO_EVENT;
    },
  );
  done();
};
