import { assertSameId } from '../../kernel/same-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import {
  draftOf,
  findWritableMean,
  type MeanCaller,
  mergeDraft,
  validatedMean,
  withMeanConflicts,
} from './mean-checks';
import type { MeansRepository } from './repository';
import type { MeanAttributes } from './schemas';

/** Changes what the request names; `input.id`, when the body names one, must be the resource's. */
export async function updateMean(
  repository: MeansRepository,
  scope: TenantScope,
  caller: MeanCaller,
  id: number,
  input: { id?: number; attributes: MeanAttributes },
) {
  const row = await findWritableMean(repository, scope, caller, id);
  assertSameId(input.id, id, 'resource');
  const values = validatedMean(mergeDraft(draftOf(row), input.attributes), row.organization_country);
  await withMeanConflicts(() => repository.update(row.id, values));
  return (await repository.find(scope, row.id))!;
}
