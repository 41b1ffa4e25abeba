import type { TenantScope } from '../../kernel/tenant-scope';
import { findWritableMean, type MeanCaller } from './mean-checks';
import type { MeansRepository } from './repository';

export async function deleteMean(
  repository: MeansRepository,
  scope: TenantScope,
  caller: MeanCaller,
  id: number,
) {
  const row = await findWritableMean(repository, scope, caller, id);
  await repository.remove(row.id);
}
