// Every import type's importer, built once for the server and its worker (shipment-domain §9 import types).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PasswordLinks } from '../auth';
import type { PlacesService } from '../places';
import { createMeansRepository } from '../resources';
import { createNewUsersRepository, createUsersCreation } from '../users';
import type { Importer, ImportType } from './importer';
import { createMobileImporter } from './mobile-importer';
import { createPlaceImporter } from './place-importer';
import { createTelematicResourceImporter } from './telematic-resource-importer';
import { createUserImporter } from './user-importer';

export function createImporters(
  db: Kysely<Database>,
  places: Pick<PlacesService, 'locate'>,
  invitations: Pick<PasswordLinks, 'sendInvitations'>,
): Record<ImportType, Importer> {
  const means = createMeansRepository(db);
  return {
    place: createPlaceImporter(places),
    user: createUserImporter(createUsersCreation(createNewUsersRepository(db)), invitations),
    mobile: createMobileImporter(means),
    telematic_resource: createTelematicResourceImporter(means),
  };
}
