// The tags an order sent in names by label, as ids of its organization's tags; an unknown label is an issue
// on its field path (decision 0222).
import type { FieldPathIssue } from '@cargolens/domain/errors';
import type { OrdersInRepository, Reader } from './orders-in-repository';

export async function resolveOrderTags(
  repository: OrdersInRepository,
  tx: Reader,
  organizationId: number,
  labels: string[],
  issues: FieldPathIssue[],
): Promise<number[]> {
  const found = await repository.tagIdsByLabel(tx, organizationId, labels);
  labels.forEach((label, index) => {
    if (!found.some((tag) => tag.label === label))
      issues.push({
        code: 'validation.unknown_identifier',
        field: ['tags', index],
        detail: label,
      });
  });
  return found.map((tag) => tag.id);
}
