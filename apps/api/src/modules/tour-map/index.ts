// tour-map's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { tourMapModule } from './register';
export { createTourMapRepository } from './repository';
export { tourMapRoutes } from './routes';
export { createTourMapService } from './service';
