import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

export interface PaginationProps {
  page: number;
  pages: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function Pagination({ page, pages, size, sizes, onPage, onSize }: PaginationProps) {
  const { t } = useTranslation();
  const last = Math.max(pages, 1);
  return (
    <nav className="pagination" aria-label={t('orders.pagination')}>
      <Select className="select select--inline" value={size} onChange={(key) => onSize(Number(key))}>
        <Label className="select__label">{t('orders.pageSize')}</Label>
        <Button className="select__button">
          <SelectValue />
          <Icon name="chevronDown" size={16} />
        </Button>
        <Popover className="popover">
          <ListBox className="listbox">
            {sizes.map((option) => (
              <ListBoxItem key={option} id={option} className="listbox__item">
                {String(option)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <span className="pagination__status" aria-live="polite">
        {t('orders.pageOf', { page, pages: last })}
      </span>
      <Button
        className="button button--icon"
        aria-label={t('orders.previous')}
        isDisabled={page <= 1}
        onPress={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" />
      </Button>
      <Button
        className="button button--icon"
        aria-label={t('orders.next')}
        isDisabled={page >= last}
        onPress={() => onPage(page + 1)}
      >
        <Icon name="chevronRight" />
      </Button>
    </nav>
  );
}
