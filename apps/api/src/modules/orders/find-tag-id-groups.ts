// The tag filter's labels as ids, before the list query reads orders' tag_ids.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';

/** Tag ids per requested label within what the caller may see; an unknown label yields an empty group. */
export async function findTagIdGroups(db: Kysely<Database>, scope: TenantScope, labels: string[]) {
  let query = db.selectFrom('tags').select(['id', 'label']).where('label', 'in', labels);
  if (!scope.allOrganizations) query = query.where('organization_id', '=', scope.organizationId);
  const rows = await query.execute();
  return labels.map((label) => rows.filter((r) => r.label === label).map((r) => r.id));
}
