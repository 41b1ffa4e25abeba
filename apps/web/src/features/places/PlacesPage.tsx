import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { urlPaging, useUrlQuery } from '../../app/use-url-query';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { ListFilters } from '../../ui/ListFilters';
import { ListPage } from '../../ui/ListPage';
import { SearchInput } from '../../ui/SearchInput';
import { onBehalfPath, useActingOrganization } from '../organizations/acting-organization';
import { PlacesTable } from './PlacesTable';
import type { Place } from './place-form';
import { changePlacesQuery, PAGE_SIZES, readPlacesQuery, writePlacesQuery } from './places-query';
import { usePlaces } from './use-places';
import './places.css';

const PLACES_QUERY = { read: readPlacesQuery, change: changePlacesQuery, write: writePlacesQuery };

/** Admin "addresses": the organization's address book, searched and paged; rows open the edit page. */
export function PlacesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('places.title'));
  const { query, update } = useUrlQuery(PLACES_QUERY);
  const acting = useActingOrganization();
  const places = usePlaces(acting, query);

  return (
    <ListPage
      header={{
        title: t('places.title'),
        total: { testId: 'places-total', text: (count) => t('places.total', { count }) },
        actions: (
          <Link className="button button--primary" href={onBehalfPath(acting, '/admin/addresses/new')}>
            {t('places.newPlace')}
          </Link>
        ),
      }}
      filters={
        <ListFilters label={t('places.search')} className="places-filters">
          <SearchInput
            label={t('places.search')}
            description={t('places.searchHelp')}
            value={query.search}
            onChange={(search) => update({ search })}
          />
          <CheckboxInput
            label={t('places.showInactive')}
            value={query.inactive}
            onChange={(inactive) => update({ inactive })}
          />
        </ListFilters>
      }
      query={places}
      paging={urlPaging(query, update, PAGE_SIZES)}
    >
      {(items, busy) => <PlacesTable places={items as Place[]} busy={busy} acting={acting} />}
    </ListPage>
  );
}
