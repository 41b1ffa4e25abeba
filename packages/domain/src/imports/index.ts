export {
  formatLineErrors,
  type ImportFieldError,
  type ImportTaskDisplay,
  type ImportTaskOutcome,
  type ImportTaskStatus,
  importTaskDisplay,
  isPartiallySuccessful,
} from './import-task';
