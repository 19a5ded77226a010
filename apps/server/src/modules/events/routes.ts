import { eventDataSchema, type EventData } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { EventsService } from './service.js';

export interface EventRoutesOptions {
  events: EventsService;
  clock: Clock;
}

/**
 * GET /api/player-event: the Week of Fight status the banners, the create modal and the
 * competition tab read, by the server's clock. No event answers `hasEvent: false` rather
 * than a 404 the client would have to treat as one. Never cached: phases change on the
 * second.
 */
export const eventRoutes: FastifyPluginCallbackZod<EventRoutesOptions> = (
  app,
  { events, clock },
  done,
) => {
  app.get(
    '/api/player-event',
    { schema: { response: { 200: eventDataSchema } } },
    async (_request, reply): Promise<EventData> => {
      void reply.header('cache-control', 'no-cache');
      return events.eventData(clock.now());
    },
  );
  done();
};
