import { useTranslation } from 'react-i18next';
import { ItemDialogs, useEditing } from '../../app/ItemDialogs';
import { useDocumentTitle } from '../../app/use-document-title';
import { urlPaging, useUrlQuery } from '../../app/use-url-query';
import { AddButton } from '../../ui/AddButton';
import { ListFilters } from '../../ui/ListFilters';
import { ListPage } from '../../ui/ListPage';
import { SearchInput } from '../../ui/SearchInput';
import { useMe } from '../account/use-me';
import { useCanAdministrate } from '../account/use-permissions';
import { useActingOrganization } from '../organizations/acting-organization';
import { TagFormDialog } from './TagFormDialog';
import { TagsTable } from './TagsTable';
import { changeTagsQuery, PAGE_SIZES, readTagsQuery, writeTagsQuery } from './tags-query';
import type { Tag } from './types';
import { useTagChange, useTags } from './use-tags';
import '../../ui/list-page.css';
import './tags.css';

const TAGS_QUERY = { read: readTagsQuery, change: changeTagsQuery, write: writeTagsQuery };

/** Administration › Tags: the organization's tags, their colours, and who may change them. */
export function TagsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tags.title'));
  const { query, update } = useUrlQuery(TAGS_QUERY);
  const acting = useActingOrganization();
  const tags = useTags(acting, query);
  const { data: me } = useMe();
  const canAdministrate = useCanAdministrate('ADMINISTRATION_TAGS');
  const change = useTagChange();
  const { editing, create, open, close } = useEditing<Tag>();
  // A tag is unique in its own organization: the back office edits other organizations' tags too. The
  // relationship is not included, so flattening leaves its identifier ({ id, type }).
  const tagOrganization = (editing?.item as { organization?: { id: string } } | undefined)?.organization;
  const organizationId = tagOrganization?.id ?? acting ?? me?.organization?.id;

  return (
    <ListPage
      header={{
        title: t('tags.title'),
        total: { testId: 'tags-total', text: (count) => t('tags.total', { count }) },
        actions: canAdministrate && <AddButton label={t('tags.new')} onPress={create} />,
      }}
      filters={
        <ListFilters label={t('orders.filters')}>
          <SearchInput
            label={t('tags.search')}
            value={query.search}
            onChange={(search) => update({ search })}
          />
        </ListFilters>
      }
      query={tags}
      paging={urlPaging(query, update, PAGE_SIZES)}
      dialogs={
        <ItemDialogs
          editing={editing}
          onClose={close}
          form={(tag) =>
            organizationId && (
              <TagFormDialog tag={tag} organizationId={organizationId} acting={acting} onClose={close} />
            )
          }
          deletion={{
            title: t('tags.deleteTitle'),
            message: (tag) => t('tags.deleteText', { label: tag.label }),
            change,
          }}
        />
      }
    >
      {(items, busy) => (
        <TagsTable
          tags={items}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          busy={busy}
          onAction={open}
        />
      )}
    </ListPage>
  );
}
