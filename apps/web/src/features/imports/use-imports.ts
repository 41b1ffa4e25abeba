import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../app/api/api-types';
import { api } from '../../app/session';
import { organizationFilter } from '../organizations/acting-organization';

export type ImportTask = Schemas['ImportTask'];
export type ImportType = ImportTask['attributes']['importType'];

/** While a task runs its progress is read again every second; a finished list is left alone. */
const POLL_MS = 1000;
const running = (task: ImportTask | undefined) => task?.attributes.status === 'pending';

/** The latest tasks: an import history is read from the top. Narrowed to the organization acted for. */
export function useImportTasks(organization: string | undefined) {
  return useQuery({
    queryKey: ['import-tasks', organization],
    queryFn: ({ signal }) =>
      api.get('/imports', { query: { 'page[size]': 20, ...organizationFilter(organization) }, signal }),
    refetchInterval: (query) => (query.state.data?.data.some(running) ? POLL_MS : false),
  });
}

export function useImportTask(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['import-task', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => {
      const document = await api.get('/imports/{id}', { params: { id: id! }, signal });
      // The list shows the same task: refresh it when this one finishes.
      if (!running(document.data)) void client.invalidateQueries({ queryKey: ['import-tasks'] });
      return document.data;
    },
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
}

/** Uploads a file; `organization` (the back office acting on behalf) gets the imported lines. */
export async function uploadImport(
  file: File,
  type: ImportType,
  dryRun: boolean,
  organization: string | undefined,
): Promise<ImportTask> {
  const document = await api.request<{ data: ImportTask }>('/imports', {
    method: 'POST',
    query: { type, dryRun: String(dryRun), name: file.name, ...(organization ? { organization } : {}) },
    file: { content: file, type: 'text/csv' },
    // The form shows what is wrong with the file itself, with its line or column.
    toast: false,
  });
  return document.data;
}

/** Saves a CSV the API serves (a template, rejected lines) under `name`. */
export async function downloadCsv(path: string, name: string): Promise<void> {
  const text = await api.request<string>(path, { responseType: 'text' });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
