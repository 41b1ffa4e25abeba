import { useCallback } from 'react';
import { Input, Label, Link, SearchField, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { useUrlQuery } from '../../app/use-url-query';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { Icon } from '../../ui/Icon';
import { ListPage } from '../../ui/ListPage';
import { useDebouncedInput } from '../../ui/use-debounced-input';
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
  const [search, setSearch] = useDebouncedInput(
    query.search,
    useCallback((value: string) => update({ search: value }), [update]),
  );

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
        <section className="places-filters" aria-label={t('places.search')}>
          <SearchField className="field field--search" value={search} onChange={setSearch}>
            <Label className="field__label">{t('places.search')}</Label>
            <div className="field__input-wrap">
              <Icon name="search" size={16} className="field__icon" />
              <Input className="field__input" />
            </div>
            <Text slot="description" className="field__description">
              {t('places.searchHelp')}
            </Text>
          </SearchField>
          <CheckboxInput
            label={t('places.showInactive')}
            value={query.inactive}
            onChange={(inactive) => update({ inactive })}
          />
        </section>
      }
      query={places}
      paging={{
        page: query.page,
        size: query.size,
        sizes: PAGE_SIZES,
        onPage: (page) => update({ page }),
        onSize: (size) => update({ size }),
      }}
    >
      {(items, busy) => <PlacesTable places={items as Place[]} busy={busy} acting={acting} />}
    </ListPage>
  );
}
