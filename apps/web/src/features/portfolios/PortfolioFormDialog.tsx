import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { fieldErrors } from '../../app/forms/field-errors';
import { NameField } from '../../app/forms/NameField';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { useUniqueName } from '../../app/forms/use-unique-name';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { TextInput } from '../../ui/TextInput';
import { itemSave } from '../organizations/item-writes';
import { useOrganizations } from '../organizations/use-organizations';
import { relatedIds } from './portfolio-filter';
import { type Portfolio, portfolioNameTaken, usePortfolioChange } from './use-portfolios';
import './portfolios.css';
import { FormDialog } from '../../app/forms/FormDialog';

/** Create or change a portfolio: its name, a description, and the customer organizations it groups. */
export function PortfolioFormDialog({
  portfolio,
  onClose,
}: {
  portfolio: Portfolio | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = usePortfolioChange();
  const form = useDomainForm({
    defaults: {
      name: portfolio?.name ?? '',
      description: portfolio?.description ?? '',
      organizations: relatedIds(portfolio?.organizations),
    },
    issuesOf: () => ({}),
    onEdit: (field) => field === 'name' && change.reset(),
  });
  const { name, description, organizations } = form.values;
  const errors = fieldErrors(change.error, t);
  const unique = useUniqueName(t, form, {
    current: portfolio?.name,
    isTaken: portfolioNameTaken,
    serverError: errors.name,
  });

  const onSubmit = () => {
    unique.touch();
    if (!name.trim() || unique.taken || change.isPending) return;
    const values = { name: name.trim(), description: description.trim() || null, organizations };
    // Portfolios belong to the back office: a create names no organization.
    change.mutate(itemSave(portfolio, undefined, values), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={portfolio ? t('portfolios.editTitle', { name: portfolio.name }) : t('portfolios.createTitle')}
      size="wide"
      isNew={!portfolio}
      isPending={change.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <NameField form={form} name="name" label={t('portfolios.name')} {...unique.field} />
      <Bound form={form} name="description">
        {({ onBlur: _leave, ...field }) => (
          <TextInput {...field} label={t('portfolios.description')} error={errors.description} />
        )}
      </Bound>
      <Bound form={form} name="organizations">
        {(field) => <CustomersChecklist value={field.value} onChange={field.onChange} />}
      </Bound>
    </FormDialog>
  );
}

/** The customer organizations (not the back office's) a portfolio groups, ticked by name. */
function CustomersChecklist({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const customers = (useOrganizations().data?.items ?? []).filter(
    (organization) => !organization.isBackOffice,
  );
  return (
    <fieldset className="portfolio-organizations">
      <legend className="field__label">{t('portfolios.chooseOrganizations')}</legend>
      <div className="portfolio-organizations__grid">
        {customers.map((organization) => (
          <CheckboxInput
            key={organization.id}
            label={organization.name}
            value={value.includes(organization.id)}
            onChange={(on) =>
              onChange(on ? [...value, organization.id] : value.filter((id) => id !== organization.id))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
