import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../ui/SelectInput';
import { portfolioFilterOptions } from './portfolio-filter';
import { useMyPortfolios, usePortfolios } from './use-portfolios';

/**
 * "Which organizations": all, those of the caller's portfolios, or one portfolio's (decision 0190). Shown to
 * back-office users only, who read portfolios.
 */
export function PortfolioFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const portfolios = usePortfolios();
  const mine = useMyPortfolios();
  const options = portfolioFilterOptions(portfolios.data?.items ?? [], mine.data?.items ?? [], {
    all: t('portfolios.filterAll'),
    mine: t('portfolios.filterMine'),
  });
  return <SelectInput label={t('portfolios.filter')} options={options} value={value} onChange={onChange} />;
}
