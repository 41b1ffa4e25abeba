import { assertSameId } from '../../kernel/same-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { agencyValues, checkAgency, findAgency, withAgencyNameCheck } from './agency-write';
import type { AgenciesRepository } from './repository';
import type { AgencyInput } from './schemas';

/** Changes what the input gives; `input.id`, when the body names one, must be the agency's. */
export async function updateAgency(
  repository: AgenciesRepository,
  geo: GeoService,
  scope: TenantScope,
  id: number,
  input: Partial<AgencyInput> & { id?: number },
) {
  const current = await findAgency(repository, scope, id);
  assertSameId(input.id, id, 'agency');
  const country = await checkAgency(repository, current.organization_id, input, current);
  const row = await agencyValues(geo, input, country, current);
  await withAgencyNameCheck(() => repository.save(current.organization_id, row, current.id));
  return (await repository.find(scope, current.id))!;
}
