import type { TenantScope } from '../../kernel/tenant-scope';
import type { TagsRepository } from './repository';

/**
 * HEAD uniqueness check (shipment-domain §7): whether the label is taken in that organization. Another
 * organization's labels are none of the caller's business: its id reads "free", like an unknown one.
 */
export async function isTagLabelTaken(
  repository: TagsRepository,
  scope: TenantScope,
  organizationId: number,
  label: string,
): Promise<boolean> {
  if (!scope.allOrganizations && organizationId !== scope.organizationId) return false;
  return repository.labelExists(organizationId, label.trim());
}
