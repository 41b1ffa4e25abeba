// geo's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { gazetteer } from './gazetteer';
export { createGeocoder } from './geocoder';
export { geoModule } from './register';
export { geoRoutes } from './routes';
export { createGeoService, type GeoService } from './service';
export { timeZoneAt } from './time-zone';
