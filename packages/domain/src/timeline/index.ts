export * from './build-timeline';
export * from './current-step';
export * from './event-date';
export * from './event-visibility';
export * from './stop-milestones';
export * from './timeline-entry';
export * from './timeline-steps';
