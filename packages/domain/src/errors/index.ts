export {
  AppError,
  assertNoIssues,
  type ErrorSource,
  type FieldIssue,
  isAppError,
  ValidationError,
} from './app-error';
export { ERROR_CATALOGUE, type ErrorCode, messageOf, statusOf } from './catalogue';
