export {
  AppError,
  assertNoIssues,
  type ErrorSource,
  type FieldIssue,
  type FieldPath,
  type FieldPathIssue,
  isAppError,
  ValidationError,
} from './app-error';
export { ERROR_CATALOGUE, type ErrorCode, messageOf, statusOf } from './catalogue';
