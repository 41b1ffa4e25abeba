import { AppError } from '@cargolens/domain/errors';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { PlacesRepository } from './repository';

/** Deletes a place; stops planned there keep their own copy of the address. */
export async function deletePlace(repository: PlacesRepository, scope: TenantScope, id: number) {
  if (!(await repository.remove(scope, id))) throw new AppError('place.not_found_error');
}
