import type { Messages } from '@cargolens/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api/api-error';
import type { GetDocument } from '../../../app/api/api-types';
import { flattenOne, flattenPage } from '../../../app/api/jsonapi';
import { api } from '../../../app/session';
import { showToast } from '../../../app/toasts';
import type { PairingAgency, PairingStatus } from './types';

const assignmentKey = (tourId: string) => ['tours', tourId, 'assignment'] as const;

/** The tour's chartering and pairing, with the caller's permissions and the steps it may take. */
export function useTourAssignment(tourId: string) {
  return useQuery({
    queryKey: assignmentKey(tourId),
    queryFn: async ({ signal }) =>
      flattenOne(await api.get('/tours/{id}/assignment', { params: { id: tourId }, signal })),
  });
}

/** Carrier agencies a tour can be chartered to, searched by name, town or organization. */
export function useCarrierAgencies(search: string) {
  return useQuery({
    queryKey: ['carrier-agencies', search],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/carrier-agencies', {
          query: { 'filter[search]': search || undefined, 'page[size]': 50 },
          signal,
        }),
      ).items,
    placeholderData: keepPreviousData,
  });
}

/** The active resources the caller may pair: its own (GET /means lists only those). */
export function usePairableResources() {
  return useQuery({
    queryKey: ['means', 'pairable'],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/means', {
          query: { 'filter[isActive]': 'true', sort: 'label', 'page[size]': 100 },
          signal,
        }),
      ).items,
  });
}

export type AssignmentStep =
  | { kind: 'request'; agencyId: string }
  | { kind: 'confirm' | 'refuse' | 'uncharter' | 'unpair' }
  | { kind: 'pair'; resourceId: string; status: PairingStatus; pairingAgency: PairingAgency };

type ToastKey = keyof Messages['assignment']['toasts'];
const SUCCESS: Record<AssignmentStep['kind'], ToastKey> = {
  request: 'requested',
  confirm: 'confirmed',
  refuse: 'refused',
  uncharter: 'unchartered',
  pair: 'paired',
  unpair: 'unpaired',
};

function send(tourId: string, version: number, step: AssignmentStep) {
  const path = (what: 'chartering' | 'pairing') => `/tours/${encodeURIComponent(tourId)}/${what}`;
  const options = { headers: { 'If-Match': `"${version}"` }, toast: false } as const;
  type Document = GetDocument<'/tours/{id}/assignment'>;
  switch (step.kind) {
    case 'request':
      return api.request<Document>(path('chartering'), {
        ...options,
        method: 'PUT',
        body: {
          data: {
            type: 'charterings',
            relationships: { agency: { data: { type: 'agencies', id: step.agencyId } } },
          },
        },
      });
    case 'confirm':
    case 'refuse':
      return api.request<Document>(path('chartering'), {
        ...options,
        method: 'PATCH',
        body: {
          data: {
            type: 'charterings',
            attributes: { status: step.kind === 'confirm' ? 'CONFIRMED' : 'REFUSED' },
          },
        },
      });
    case 'uncharter':
      return api.request<Document>(path('chartering'), { ...options, method: 'DELETE' });
    case 'pair':
      return api.request<Document>(path('pairing'), {
        ...options,
        method: 'PUT',
        body: {
          data: {
            type: 'pairings',
            attributes: { status: step.status, pairingAgency: step.pairingAgency },
            relationships: { resource: { data: { type: 'means', id: step.resourceId } } },
          },
        },
      });
    case 'unpair':
      return api.request<Document>(path('pairing'), { ...options, method: 'DELETE' });
  }
}

/**
 * One chartering or pairing step, sent with the version read so a concurrent change answers 409. On success
 * the tour and the orders it carries are read again (their statuses and carrier follow the step).
 */
export function useAssignmentStep(tourId: string, version: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: AssignmentStep) => send(tourId, version, step),
    onSuccess: async (document, step) => {
      client.setQueryData(assignmentKey(tourId), flattenOne(document));
      showToast({ tone: 'success', title: 'successTitle', text: `assignment.toasts.${SUCCESS[step.kind]}` });
      // Every view of tours (list, details) and of orders shows what the step changed.
      await Promise.all([
        client.invalidateQueries({ queryKey: ['tours'] }),
        client.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
    onError: async (error) => {
      const conflict = isApiError(error, 409) && error.code === 'http.conflict_error';
      showToast({
        tone: 'error',
        title: 'errorTitle',
        text: conflict ? 'assignment.toasts.conflict' : 'assignment.toasts.failed',
      });
      await client.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
