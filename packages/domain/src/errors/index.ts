export { AppError, type ErrorSource, isAppError } from './app-error';
export { ERROR_CATALOGUE, type ErrorCode, messageOf, statusOf } from './catalogue';
