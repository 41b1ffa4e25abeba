export {
  formatLineErrors,
  type ImportFieldError,
  type ImportTaskDisplay,
  type ImportTaskOutcome,
  type ImportTaskStatus,
  importTaskDisplay,
  isPartiallySuccessful,
} from './import-task';
export { IMPORT_CAPABILITY, IMPORT_TYPES, type ImportType } from './import-types';
