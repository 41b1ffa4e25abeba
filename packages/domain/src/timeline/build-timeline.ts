import { currentTimelineStep } from './current-step';
import { type EventDateKind, eventDate } from './event-date';
import { DEFAULT_EVENT_VISIBILITY, type EventVisibilitySettings, isEventVisible } from './event-visibility';
import { isAnomaly, isNotification, type TimelineEntry } from './timeline-entry';
import { TIMELINE_STEPS, type TimelineStepType, timelineStepOf } from './timeline-steps';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep<T extends TimelineEntry = TimelineEntry> {
  readonly type: TimelineStepType;
  readonly state: TimelineStepState;
  readonly events: T[];
  readonly notificationEvents: T[];
  readonly hasAnomaly: boolean;
}

export interface Timeline<T extends TimelineEntry = TimelineEntry> {
  readonly steps: TimelineStep<T>[];
  readonly currentStep: TimelineStepType | null;
}

export interface BuildTimelineInput<T extends TimelineEntry> {
  readonly entries: readonly T[];
  readonly currentStatus?: string | null;
  readonly visibility?: EventVisibilitySettings;
  readonly dateKind?: EventDateKind;
}

/** Chronological; undated entries keep their given order after the dated ones. */
function chronological<T extends TimelineEntry>(entries: readonly T[], kind: EventDateKind): T[] {
  const keyed = entries.map((entry, index) => ({
    entry,
    index,
    at: eventDate(entry, kind) ?? Number.POSITIVE_INFINITY,
  }));
  return keyed.sort((a, b) => a.at - b.at || a.index - b.index).map((k) => k.entry);
}

/**
 * Builds the order timeline: entries placed on their step (or on the step in
 * progress when their name has no step), the current step from the current
 * status, steps before it done, and hidden events dropped only after the
 * current step is known so that hiding an event never moves the order back.
 */
export function buildTimeline<T extends TimelineEntry>(input: BuildTimelineInput<T>): Timeline<T> {
  const settings = input.visibility ?? DEFAULT_EVENT_VISIBILITY;
  let inProgress: TimelineStepType = 'orderCreated';
  const placed = chronological(input.entries, input.dateKind ?? 'dateEvent').map((entry) => {
    const own = timelineStepOf(entry.name);
    if (own && !isNotification(entry)) inProgress = own;
    return { entry, name: entry.name, step: own ?? inProgress };
  });

  const currentStep = currentTimelineStep(placed, input.currentStatus);
  const currentIndex = currentStep ? TIMELINE_STEPS.indexOf(currentStep) : -1;
  // Without a current step, everything up to the furthest step reached is done.
  const furthest = Math.max(-1, ...placed.map((p) => TIMELINE_STEPS.indexOf(p.step)));

  const steps = TIMELINE_STEPS.map((type, index): TimelineStep<T> => {
    const mine = placed.filter((p) => p.step === type);
    const shown = mine.filter((p) => isEventVisible(p.name, type, settings)).map((p) => p.entry);
    let state: TimelineStepState;
    if (currentIndex >= 0)
      state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
    else state = index <= furthest ? 'done' : 'upcoming';
    return {
      type,
      state,
      events: shown.filter((e) => !isNotification(e)),
      notificationEvents: shown.filter(isNotification),
      hasAnomaly: shown.some(isAnomaly),
    };
  });
  // A terminal step only exists for orders that went through one.
  const visibleSteps = steps.filter(
    (s) => s.type !== 'onTerminal' || placed.some((p) => p.step === 'onTerminal'),
  );
  return { steps: visibleSteps, currentStep };
}
