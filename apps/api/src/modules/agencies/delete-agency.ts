import { AppError } from '@cargolens/domain/errors';
import type { TenantScope } from '../../kernel/tenant-scope';
import { findAgency } from './agency-write';
import type { AgenciesRepository } from './repository';

/**
 * The spec has no delete call; we allow it for an agency no order or tour names (decision 0131), so a
 * mistaken agency can go, while one in use is kept: deleting it would drop it from their history.
 */
export async function deleteAgency(repository: AgenciesRepository, scope: TenantScope, id: number) {
  const agency = await findAgency(repository, scope, id);
  if ((await repository.usage(agency.id)) > 0)
    throw new AppError('http.conflict_error', {
      detail: 'Orders or tours name this agency: it cannot be deleted',
    });
  await repository.remove(agency.id);
}
