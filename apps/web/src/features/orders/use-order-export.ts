import { useMutation, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../app/api/api-types';
import { api, tokens } from '../../app/session';
import { type OrdersQuery, toApiQuery } from './orders-query';

export type ExportTask = Schemas['ExportTask'];
export type ExportFormat = ExportTask['attributes']['format'];

/** POST /orders/export: the list as filtered and sorted now, with the columns shown (paging means nothing here). */
export function useStartExport() {
  return useMutation({
    mutationFn: async ({
      query,
      format,
      columns,
    }: {
      query: OrdersQuery;
      format: ExportFormat;
      columns: string[];
    }) => {
      const { 'page[number]': _page, 'page[size]': _size, ...listQuery } = toApiQuery(query);
      const document = await api.request<{ data: ExportTask }>('/orders/export', {
        method: 'POST',
        query: listQuery,
        body: { data: { type: 'exportTasks', attributes: { format, columns } } },
      });
      return document.data;
    },
  });
}

const finished = (task: ExportTask | undefined) =>
  task !== undefined && !['queued', 'running'].includes(task.attributes.status);

/** The task, polled every half second until it ends. */
export function useExportTask(id: string | undefined) {
  return useQuery({
    enabled: id !== undefined,
    queryKey: ['exportTasks', id],
    queryFn: async ({ signal }) =>
      (await api.get('/export-tasks/{id}', { params: { id: id! }, signal })).data as ExportTask,
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
  });
}

/**
 * The file needs the access token, which a plain link cannot send: fetch it and hand the browser a blob. A token
 * that expired meanwhile is refreshed by one API call before the second try.
 */
export async function downloadExport(task: ExportTask): Promise<void> {
  const { fileUrl, fileName } = task.attributes;
  if (!fileUrl || !fileName) return;
  const fetchFile = () =>
    window.fetch(fileUrl, { headers: { authorization: `Bearer ${tokens.access() ?? ''}` } });
  let response = await fetchFile();
  if (response.status === 401) {
    await api.get('/export-tasks/{id}', { params: { id: task.id } });
    response = await fetchFile();
  }
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
