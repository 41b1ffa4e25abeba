import type { TenantScope } from '../../kernel/tenant-scope';
import { findWritableMean, type MeanCaller } from './mean-checks';
import type { MeansRepository } from './repository';

/** Deactivated resources stay listed (and keep their tours) but are no longer offered for pairing. */
export async function setMeanActive(
  repository: MeansRepository,
  scope: TenantScope,
  caller: MeanCaller,
  id: number,
  active: boolean,
) {
  const row = await findWritableMean(repository, scope, caller, id);
  if (active === (row.deactivated_at === null)) return row;
  await repository.update(row.id, { deactivated_at: active ? null : new Date() });
  return (await repository.find(scope, row.id))!;
}
