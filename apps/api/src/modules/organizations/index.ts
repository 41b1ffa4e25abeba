// organizations's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { addressColumns, addressInput, addressOutput, presentAddress } from './address';
export { assertContactFields, storedPhone } from './field-checks';
export { organizationsModule } from './register';
export { createOrganizationsRepository } from './repository';
export { organizationsRoutes } from './routes';
export { featureNames } from './schemas';
export { createOrganizationsService } from './service';
