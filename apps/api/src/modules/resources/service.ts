// Resources (means) of an organization (shipment-domain §3 Resource): read by its users, administrated by
// those with ADMINISTRATION_RESOURCES (§6), checked by the domain's resource rules (§5, §9 defaults). One use
// case per file, over internal ids (decision 0222).
import type { TenantScope } from '../../kernel/tenant-scope';
import { createMean } from './create-mean';
import { deleteMean } from './delete-mean';
import { listMeans } from './list-means';
import { findMean, type MeanCaller } from './mean-checks';
import type { MeansRepository } from './repository';
import { setMeanActive } from './set-mean-active';
import { updateMean } from './update-mean';

export function createMeansService(repository: MeansRepository) {
  return {
    list: (scope: TenantScope, input: Parameters<typeof listMeans>[2]) => listMeans(repository, scope, input),
    get: (scope: TenantScope, id: number) => findMean(repository, scope, id),
    create: (scope: TenantScope, caller: MeanCaller, input: Parameters<typeof createMean>[3]) =>
      createMean(repository, scope, caller, input),
    update: (scope: TenantScope, caller: MeanCaller, id: number, input: Parameters<typeof updateMean>[4]) =>
      updateMean(repository, scope, caller, id, input),
    setActive: (scope: TenantScope, caller: MeanCaller, id: number, active: boolean) =>
      setMeanActive(repository, scope, caller, id, active),
    remove: (scope: TenantScope, caller: MeanCaller, id: number) => deleteMean(repository, scope, caller, id),
  };
}

export type MeansService = ReturnType<typeof createMeansService>;
