import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../ui/MultiSelect';
import { usePortfolios } from './use-portfolios';

/** The portfolios an organization is in, or a back-office user follows (decision 0190). */
export function PortfoliosField({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const portfolios = usePortfolios();
  return (
    <MultiSelect
      label={t('portfolios.field')}
      options={(portfolios.data?.items ?? []).map((p) => ({ id: p.id, label: p.name }))}
      value={value}
      onChange={onChange}
      placeholder={t('portfolios.none')}
      countLabel={(count) => t('orders.selectedCount', { count })}
    />
  );
}
