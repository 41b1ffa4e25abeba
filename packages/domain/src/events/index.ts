export * from './event-code';
export * from './event-name';
export * from './event-phases';
export * from './event-reason-catalogue';
export * from './event-reasons';
export * from './order-event-families';
export * from './order-event-predicates';
export * from './tag-kinds';
