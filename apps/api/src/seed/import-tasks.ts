// A few finished import tasks, so the administration's imports tab shows a history from the first start:
// one partially successful places import for the shipper, one clean one for every other organization.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedImportTasks(db: Kysely<Database>, organizationIds: number[], now: Date) {
  const [shipper, ...others] = organizationIds;
  const finished = new Date(now.getTime() - 3 * 24 * 3600 * 1000);
  const base = {
    type: 'place' as const,
    dry_run: false,
    encoding: 'utf-8',
    delimiter: ',',
    created_at: finished,
    finished_at: finished,
  };
  const rejected = [
    {
      line: 7,
      label: 'Entrepôt Nord',
      values: ['', 'Entrepôt Nord', '', '', 'Lille', 'FRA', '', '', '', '', '', '', '', ''],
      errors: [
        {
          field: 'country',
          code: 'validation.invalid_country',
          message: 'This value is not a valid country',
        },
      ],
    },
  ];
  await db
    .insertInto('import_tasks')
    .values([
      ...(shipper === undefined
        ? []
        : [
            {
              ...base,
              organization_id: shipper,
              name: 'sites-2026.csv',
              status: 'failed' as const,
              file_size: 1843,
              lines_total: 12,
              lines_done: 12,
              lines_ok: 11,
              lines_error: 1,
              errors: JSON.stringify(rejected),
            },
          ]),
      ...others.map((organization_id) => ({
        ...base,
        organization_id,
        name: 'depots.csv',
        status: 'succeeded' as const,
        file_size: 512,
        lines_total: 4,
        lines_done: 4,
        lines_ok: 4,
        lines_error: 0,
      })),
    ])
    .execute();
}
