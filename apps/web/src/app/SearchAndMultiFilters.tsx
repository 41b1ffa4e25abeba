// The start of the orders', tours' and resources' filter bars: a text search, then multiple-choice filters.
import { useTranslation } from 'react-i18next';
import { MultiSelect, type Option } from '../ui/MultiSelect';
import { SearchInput } from '../ui/SearchInput';

/** One multiple-choice filter of a list: the query member it reads and sets, its label and its choices. */
export interface MultiFilter<K extends string> {
  key: K;
  label: string;
  options: readonly Option[];
}

type FiltersChange<K extends string> = Partial<{ search: string } & Record<K, string[]>>;

/**
 * The list's search field followed by one MultiSelect per entry of `filters`, in that order, each showing
 * `placeholder` while nothing is chosen.
 */
export function SearchAndMultiFilters<K extends string>({
  searchLabel,
  placeholder,
  filters,
  query,
  onChange,
}: {
  searchLabel: string;
  placeholder: string;
  filters: readonly MultiFilter<K>[];
  query: { search: string } & Record<K, string[]>;
  onChange: (change: FiltersChange<K>) => void;
}) {
  const { t } = useTranslation();
  const countLabel = (count: number) => t('orders.selectedCount', { count });
  return (
    <>
      <SearchInput
        label={searchLabel}
        value={query.search}
        onChange={(search) => onChange({ search } as FiltersChange<K>)}
      />
      {filters.map((filter) => (
        <MultiSelect
          key={filter.key}
          label={filter.label}
          placeholder={placeholder}
          countLabel={countLabel}
          options={filter.options}
          value={query[filter.key]}
          onChange={(value) => onChange({ [filter.key]: value } as FiltersChange<K>)}
        />
      ))}
    </>
  );
}
