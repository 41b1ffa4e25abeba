// map's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { mapRoutes } from './routes';
