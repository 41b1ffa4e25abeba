import { isTagClosable } from '@cargolens/domain/tags';
import { Cell, Row, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { ActionsColumn, EditDeleteMenu, type EditOrDelete } from '../../ui/ItemActions';
import { SortableColumn } from '../../ui/SortableColumn';
import { useFormats } from '../preferences/use-formats';
import { TagChip } from './TagChip';
import { tagColourKey } from './tag-colour';
import type { TagSortField, TagsQuery } from './tags-query';
import type { Tag } from './types';

export type TagAction = EditOrDelete;

interface TagsTableProps {
  tags: Tag[];
  sort: TagsQuery['sort'];
  onSort: (sort: TagsQuery['sort']) => void;
  busy: boolean;
  onAction: (tag: Tag, action: TagAction) => void;
}

/** Edit and delete are offered only for tags the user may close (shipment-domain §3 Tags). */
export function TagsTable({ tags, sort, onSort, busy, onAction }: TagsTableProps) {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <DataTable<TagSortField> label={t('tags.tableLabel')} sort={sort} onSort={onSort} busy={busy}>
      <TableHeader>
        <SortableColumn id="label" isRowHeader allowsSorting>
          {t('tags.columns.label')}
        </SortableColumn>
        <SortableColumn id="colour">{t('tags.columns.colour')}</SortableColumn>
        <SortableColumn id="assignment">{t('tags.columns.assignment')}</SortableColumn>
        <SortableColumn id="createdAt" allowsSorting>
          {t('tags.columns.createdAt')}
        </SortableColumn>
        <ActionsColumn />
      </TableHeader>
      <TableBody items={tags} renderEmptyState={() => <p className="table__empty">{t('tags.empty')}</p>}>
        {(tag) => (
          <Row id={tag.id} className="table__row" textValue={tag.label}>
            <Cell className="table__cell">
              <TagChip label={tag.label} color={tag.color} />
            </Cell>
            <Cell className="table__cell">{t(`tagColour.${tagColourKey(tag.colorName)}`)}</Cell>
            <Cell className="table__cell">
              {tag.isAutomaticallyAssigned ? (
                <Badge tone="purple">{t('tags.automatic')}</Badge>
              ) : (
                <span className="muted">{t('tags.manual')}</span>
              )}
            </Cell>
            <Cell className="table__cell table__cell--mono">{format.dateTime(tag.createdAt)}</Cell>
            <Cell className="table__cell table__cell--actions">
              {isTagClosable(tag) ? (
                <EditDeleteMenu label={tag.label} onAction={(action) => onAction(tag, action)} />
              ) : null}
            </Cell>
          </Row>
        )}
      </TableBody>
    </DataTable>
  );
}
