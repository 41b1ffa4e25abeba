// Import tasks as use cases: upload a file (checked whole, then stored with its task for the worker), read
// tasks, download the rejected lines or a type's template. A task of another organization is not found. Internal
// ids and field paths (decision 0222).
import { createReadStream } from 'node:fs';
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import { actingOrganizationId, organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import { csvLine } from './csv-text';
import type { Importer, ImportType, RejectedLine } from './importer';
import { CHUNK_BYTES, type ImportsRepository } from './repository';
import { spoolUpload } from './upload';

export interface ImportsServiceOptions {
  repository: ImportsRepository;
  importers: Record<ImportType, Importer>;
  maxFileBytes: number;
  /** Called once a task is stored, so a worker in this process starts at once. */
  onCreated?: () => void;
}

const ORGANIZATION: FieldPath = ['parameter', 'organization'];

export function createImportsService(options: ImportsServiceOptions) {
  const { repository, importers } = options;

  async function load(scope: TenantScope, id: number) {
    const task = await repository.find(scope, id);
    if (!task) throw new AppError('import_task.not_found_error');
    return task;
  }

  return {
    async upload(
      scope: TenantScope,
      userId: number,
      input: { type: ImportType; dryRun: boolean; name: string; organization?: number | undefined },
      body: NodeJS.ReadableStream,
      declaredBytes?: number,
    ) {
      // The back office imports for the organization it acts on behalf of (shipment-domain §1).
      const organizationId = actingOrganizationId(scope, input.organization, ORGANIZATION);
      if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
        throw new AppError('organization.not_found_error', { field: ORGANIZATION });
      const importer = importers[input.type];
      const file = await spoolUpload(body, importer, options.maxFileBytes, declaredBytes);
      try {
        const id = await repository.create(
          {
            organizationId,
            userId,
            type: input.type,
            name: input.name,
            dryRun: input.dryRun,
            format: file.format,
            fileSize: file.size,
            linesTotal: file.linesTotal,
          },
          createReadStream(file.path, { highWaterMark: CHUNK_BYTES }),
        );
        options.onCreated?.();
        return (await repository.find(scope, id))!;
      } finally {
        await file.remove();
      }
    },

    list: (scope: TenantScope, page: { number: number; size: number }, organization?: number) =>
      repository.list(scope, page, organizationFilterId(scope, organization)),

    get: load,

    /** The rejected lines as they were written, with a last column saying what is wrong, to fix and re-import. */
    async rejectedLines(scope: TenantScope, id: number) {
      const task = await load(scope, id);
      const importer = importers[task.type as ImportType];
      const rejected = task.errors as RejectedLine[];
      const lines = [csvLine(['line', ...importer.columns, 'errors'])];
      for (const line of rejected) {
        const message = line.errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join(' ');
        lines.push(csvLine([String(line.line), ...line.values, message]));
      }
      return { name: `${task.name.replace(/\.csv$/i, '')}-rejected.csv`, text: lines.join('') };
    },

    template(type: ImportType) {
      const importer = importers[type];
      return (
        csvLine(importer.columns) + csvLine(importer.columns.map((column) => importer.example[column] ?? ''))
      );
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
