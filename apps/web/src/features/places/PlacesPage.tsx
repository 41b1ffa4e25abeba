import { useCallback, useEffect, useState } from 'react';
import { Input, Label, Link, SearchField, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { LoadError, Loading } from '../../ui/Status';
import { onBehalfPath, useActingOrganization } from '../organizations/acting-organization';
import { PlacesTable } from './PlacesTable';
import type { Place } from './place-form';
import {
  changePlacesQuery,
  PAGE_SIZES,
  type PlacesQuery,
  readPlacesQuery,
  writePlacesQuery,
} from './places-query';
import { usePlaces } from './use-places';
import './places.css';

const SEARCH_DELAY_MS = 350;

/** Admin "addresses": the organization's address book, searched and paged; rows open the edit page. */
export function PlacesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('places.title'));
  const [params, setParams] = useSearchParams();
  const query = readPlacesQuery(params);
  const acting = useActingOrganization();
  const places = usePlaces(acting, query);
  const serialized = params.toString();
  const update = useCallback(
    (change: Partial<PlacesQuery>) =>
      setParams(
        writePlacesQuery(changePlacesQuery(readPlacesQuery(new URLSearchParams(serialized)), change)),
      ),
    [serialized, setParams],
  );
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => update({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, update]);

  const total = places.data?.meta.totalItems;
  return (
    <>
      <PageHeader
        title={t('places.title')}
        meta={
          total !== undefined && <span data-testid="places-total">{t('places.total', { count: total })}</span>
        }
        actions={
          <Link className="button button--primary" href={onBehalfPath(acting, '/admin/addresses/new')}>
            {t('places.newPlace')}
          </Link>
        }
      />
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
      {places.isPending ? (
        <Loading />
      ) : places.isError ? (
        <LoadError onRetry={() => void places.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <PlacesTable
            places={places.data.items as Place[]}
            busy={places.isPlaceholderData}
            acting={acting}
          />
          <Pagination
            page={query.page}
            pages={places.data.meta.totalPages}
            size={query.size}
            sizes={PAGE_SIZES}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        </section>
      )}
    </>
  );
}
