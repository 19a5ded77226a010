import type { EventPhase } from '@promptplay/contracts';

/**
 * Where the event banner goes on the home page (spec §2). There are no events yet, so it
 * renders nothing; the banners per phase plug in here.
 */
export function EventBannerSlot({ phase }: { phase: EventPhase | null }) {
  if (phase === null) return null;
  return <div className="event-banner" data-testid="event-banner" data-phase={phase} />;
}
