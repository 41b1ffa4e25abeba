import type { GeofenceCollection } from '@cargolens/domain/geo';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { displayShapes } from '../map/geofence-shapes';
import { LazyMapView } from '../map/LazyMap';
import { organizationFilter, useActingOrganization } from '../organizations/acting-organization';
import type { Place } from './place-form';

const PAGE_SIZE = 100;
/** Enough for an address book shown on one map; beyond it the list page is the tool. */
const MAX_PAGES = 20;

async function activePlaces(organization: string | undefined, signal: AbortSignal): Promise<Place[]> {
  const places: Place[] = [];
  for (let number = 1; number <= MAX_PAGES; number++) {
    const page = flattenPage(
      await api.get('/places', {
        query: {
          'page[number]': number,
          'page[size]': PAGE_SIZE,
          'filter[isActive]': 'true',
          ...organizationFilter(organization),
        },
        signal,
      }),
    );
    places.push(...(page.items as Place[]));
    if (!page.hasNext) break;
  }
  return places;
}

/** Admin "geofences": every active place's geofence on one map. */
export function GeofencesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('geofences.title'));
  const acting = useActingOrganization();
  const places = useQuery({
    queryKey: ['places', 'geofences', acting],
    queryFn: ({ signal }) => activePlaces(acting, signal),
  });
  const shapes = useMemo(
    () =>
      displayShapes(
        (places.data ?? []).map((place) => ({
          geofence: place.geofence as GeofenceCollection,
          label: place.name,
        })),
      ),
    [places.data],
  );
  return (
    <>
      <PageHeader
        title={t('geofences.title')}
        meta={
          places.data && (
            <span data-testid="geofences-count">{t('geofences.count', { count: places.data.length })}</span>
          )
        }
      />
      {places.isPending ? (
        <Loading />
      ) : places.isError ? (
        <LoadError onRetry={() => void places.refetch()} />
      ) : (
        <div className="map-page">
          <LazyMapView label={t('geofences.mapLabel')} shapes={shapes} />
        </div>
      )}
    </>
  );
}
