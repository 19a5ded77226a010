import { CONSTANTS } from '@promptplay/contracts';
import { formatCountdown, speakCountdown } from './formatCountdown.js';
import { useNow } from './useNow.js';

export interface CountdownProps {
  /** The instant counted down to, on the server's clock (ms). */
  targetMs: number;
  /** Server clock minus this device's clock (ms). */
  offsetMs: number;
  className?: string;
}

/**
 * dd:hh:mm:ss to an instant, ticking every second (spec §9) on the server's clock. A timer
 * role is not announced on every tick; its label says the time in words.
 */
export function Countdown({ targetMs, offsetMs, className }: CountdownProps) {
  const now = useNow(CONSTANTS.EVENT_COUNTDOWN_TICK_MS);
  const left = targetMs - (now + offsetMs);
  return (
    <span
      className={`event-countdown ${className ?? ''}`}
      role="timer"
      aria-label={speakCountdown(left)}
      data-testid="countdown"
    >
      {formatCountdown(left)}
    </span>
  );
}
