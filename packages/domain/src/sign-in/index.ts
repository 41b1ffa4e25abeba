export * from './authentication-method';
