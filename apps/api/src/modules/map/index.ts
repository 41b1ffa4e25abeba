// map's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { mapModule } from './register';
export { mapRoutes } from './routes';
