import { EventBanner } from './EventBanner.js';
import { useEventState } from './useEventState.js';

/** Where the event banner goes on the home page (spec §2): nothing without an event. */
export function EventBannerSlot() {
  const { event, phase, offsetMs } = useEventState();
  if (!event || phase === null) return null;
  return (
    <div className="event-banner-slot">
      <EventBanner event={event} phase={phase} offsetMs={offsetMs} />
    </div>
  );
}
