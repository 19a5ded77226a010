import {
  MESSAGES,
  eventPhaseAt,
  firstMisorderedInstant,
  type EventPhase,
  type EventSchedule,
} from '@promptplay/contracts';
import { scheduleOf, type EventFormValues } from './eventForm.js';
import { formatInstant } from './formatInstant.js';
import { PHASE_LABELS, phaseLabel } from './phaseLabels.js';

/** Each phase and the instants it runs between. */
const TIMELINE: ReadonlyArray<[EventPhase, keyof EventSchedule, keyof EventSchedule]> = [
  ['Preview', 'previewAt', 'startAt'],
  ['NormalActive', 'startAt', 'endingSoonAt'],
  ['EndingSoon', 'endingSoonAt', 'endAt'],
  ['Review', 'endAt', 'reviewUntil'],
];

/**
 * What phase the event in the form would be in now, and its timeline (by this device's
 * clock; the server decides with its own).
 */
export function PhasePreview({ values, now }: { values: EventFormValues; now: Date }) {
  const schedule = scheduleOf(values);
  if (!schedule || firstMisorderedInstant(schedule)) {
    return (
      <div className="admin-phase-preview" data-testid="phase-preview">
        <h3>{MESSAGES.adminPhasePreview}</h3>
        <p className="admin-hint">{MESSAGES.adminPhaseIncomplete}</p>
      </div>
    );
  }
  const phase = eventPhaseAt(schedule, now);
  return (
    <div className="admin-phase-preview" data-testid="phase-preview">
      <h3>{MESSAGES.adminPhasePreview}</h3>
      <p className="admin-phase-now" data-testid="phase-preview-now" data-phase={phase ?? 'none'}>
        {MESSAGES.adminPhaseNow(phaseLabel(phase, schedule.previewAt, now))}
      </p>
      <ol className="admin-timeline">
        {TIMELINE.map(([name, from, to]) => (
          <li
            key={name}
            className={`admin-timeline__phase ${name === phase ? 'is-current' : ''}`}
            aria-current={name === phase ? 'step' : undefined}
          >
            <span className="admin-timeline__name">{PHASE_LABELS[name]}</span>
            <span className="admin-timeline__range">
              {formatInstant(schedule[from])} – {formatInstant(schedule[to])}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
