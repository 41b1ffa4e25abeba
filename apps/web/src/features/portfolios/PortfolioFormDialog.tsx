import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../app/forms/field-errors';
import { uniqueNameError, useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { ModalDialog } from '../../ui/ModalDialog';
import { TextInput } from '../../ui/TextInput';
import { useOrganizations } from '../organizations/use-organizations';
import { relatedIds } from './portfolio-filter';
import { type Portfolio, portfolioNameTaken, usePortfolioChange } from './use-portfolios';
import './portfolios.css';

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
  const customers = (useOrganizations().data?.items ?? []).filter(
    (organization) => !organization.isBackOffice,
  );
  const [name, setName] = useState(portfolio?.name ?? '');
  const [isDirty, setDirty] = useState(false);
  const [description, setDescription] = useState(portfolio?.description ?? '');
  const [organizations, setOrganizations] = useState<string[]>(relatedIds(portfolio?.organizations));
  const uniqueness = useUniquenessCheck(
    name,
    { isDirty, ...(portfolio ? { current: portfolio.name } : {}) },
    portfolioNameTaken,
  );
  const errors = fieldErrors(change.error, t);
  const nameError = uniqueNameError(t, { value: name, isDirty, uniqueness, serverError: errors.name });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDirty(true);
    if (!name.trim() || uniqueness === 'taken' || change.isPending) return;
    const values = { name: name.trim(), description: description.trim() || null, organizations };
    change.mutate(portfolio ? { kind: 'update', id: portfolio.id, values } : { kind: 'create', values }, {
      onSuccess: onClose,
    });
  };

  return (
    <ModalDialog
      title={portfolio ? t('portfolios.editTitle', { name: portfolio.name }) : t('portfolios.createTitle')}
      isOpen
      onClose={onClose}
      size="wide"
    >
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        <TextInput
          label={t('portfolios.name')}
          name="name"
          value={name}
          onChange={(value) => {
            setName(value);
            setDirty(true);
            change.reset();
          }}
          isRequired
          autoFocus
          error={nameError}
          description={uniqueness === 'checking' ? t('admin.checking') : undefined}
        />
        <TextInput
          label={t('portfolios.description')}
          name="description"
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <fieldset className="portfolio-organizations">
          <legend className="field__label">{t('portfolios.chooseOrganizations')}</legend>
          <div className="portfolio-organizations__grid">
            {customers.map((organization) => (
              <CheckboxInput
                key={organization.id}
                label={organization.name}
                value={organizations.includes(organization.id)}
                onChange={(on) =>
                  setOrganizations(
                    on
                      ? [...organizations, organization.id]
                      : organizations.filter((id) => id !== organization.id),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" className="button button--primary" aria-busy={change.isPending}>
            {change.isPending ? t('admin.saving') : portfolio ? t('admin.save') : t('admin.create')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
