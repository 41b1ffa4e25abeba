// system's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { watchForFaults } from './fault-watch';
export { createHealthChecks, type HealthChecks } from './health-checks';
export { systemModule } from './register';
export { systemRoutes } from './routes';
