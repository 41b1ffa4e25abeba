// Type guards over plain data, shared by the rules that read values from the wire or from stored rows.
export { isOneOf } from './is-one-of';
export { isRecord } from './is-record';
