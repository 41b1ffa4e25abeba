import {
  AUTHENTICATION_METHODS,
  DEFAULT_ORGANIZATION_PROFILE,
  ORGANIZATION_FEATURES,
  ORGANIZATION_PROFILES,
} from '@cargolens/domain/organizations';
import { type FormEvent, useState } from 'react';
import {
  Button,
  Cell,
  Column,
  Form,
  Row,
  TableBody,
  TableHeader,
  VisuallyHidden,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrors } from '../../app/forms/field-errors';
import { useUniquenessCheck } from '../../app/forms/uniqueness-check';
import { useShownIssues } from '../../app/forms/use-shown-issues';
import { validationText } from '../../app/forms/validation-text';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { DataTable } from '../../ui/DataTable';
import { Icon } from '../../ui/Icon';
import { ModalDialog } from '../../ui/ModalDialog';
import { Pagination } from '../../ui/Pagination';
import { SearchInput } from '../../ui/SearchInput';
import { SelectInput } from '../../ui/SelectInput';
import { SortableColumn } from '../../ui/SortableColumn';
import { LoadError, Loading } from '../../ui/Status';
import { TextInput } from '../../ui/TextInput';
import { useCan } from '../account/use-permissions';
import { PortfolioFilter } from '../portfolios/PortfolioFilter';
import { PortfoliosField } from '../portfolios/PortfoliosField';
import { ALL_PORTFOLIOS, relatedIds } from '../portfolios/portfolio-filter';
import { onBehalfPath } from './acting-organization';
import {
  blank,
  type ContactFormField,
  contactFormIssues,
  identificationNumbersOf,
} from './contact-form-issues';
import { FeatureChecklist } from './FeatureChecklist';
import {
  type Organization,
  type OrganizationValues,
  organizationNameTaken,
  useOrganizationSave,
  useOrganizations,
} from './use-organizations';
import './organizations.css';

/** Back office › Organizations: every organization, created and edited here, opened on behalf from here. */
export function OrganizationsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [portfolio, setPortfolio] = useState(ALL_PORTFOLIOS);
  const readsPortfolios = useCan('portfolios.read');
  const organizations = useOrganizations({ search, page, size: 20, portfolio });
  const [editing, setEditing] = useState<{ organization: Organization | null } | null>(null);
  return (
    <>
      <div className="list-filters">
        <SearchInput
          label={t('orgAdmin.organizations.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {readsPortfolios && (
          <PortfolioFilter
            value={portfolio}
            onChange={(value) => {
              setPortfolio(value);
              setPage(1);
            }}
          />
        )}
        <Button className="button button--primary" onPress={() => setEditing({ organization: null })}>
          <Icon name="plus" size={16} />
          {t('orgAdmin.organizations.new')}
        </Button>
      </div>
      {organizations.isPending ? (
        <Loading />
      ) : organizations.isError ? (
        <LoadError onRetry={() => void organizations.refetch()} />
      ) : (
        <section className="panel panel--flush">
          <DataTable
            label={t('orgAdmin.organizations.tableLabel')}
            sort={{ column: 'name', direction: 'ascending' }}
            onSort={() => undefined}
            busy={organizations.isPlaceholderData}
          >
            <TableHeader>
              <SortableColumn id="name" isRowHeader>
                {t('orgAdmin.fields.name')}
              </SortableColumn>
              <SortableColumn id="profile">{t('orgAdmin.fields.profile')}</SortableColumn>
              <SortableColumn id="town">{t('orgAdmin.fields.town')}</SortableColumn>
              <Column className="table__column table__cell--actions">
                <VisuallyHidden>{t('admin.actionsColumn')}</VisuallyHidden>
              </Column>
            </TableHeader>
            <TableBody
              items={organizations.data.items}
              renderEmptyState={() => <p className="table__empty">{t('orgAdmin.organizations.empty')}</p>}
            >
              {(organization) => (
                <Row id={organization.id} className="table__row" textValue={organization.name}>
                  <Cell className="table__cell">
                    <Link to={onBehalfPath(organization.id, '/orders')}>{organization.name}</Link>
                  </Cell>
                  <Cell className="table__cell">
                    {t(`orgAdmin.organizationProfiles.${organization.profile}`)}
                  </Cell>
                  <Cell className="table__cell">{organization.address.town ?? '—'}</Cell>
                  <Cell className="table__cell table__cell--actions">
                    <ActionsMenu
                      label={t('admin.actions', { label: organization.name })}
                      actions={[{ id: 'edit', label: t('admin.edit') }]}
                      onAction={() => setEditing({ organization })}
                    />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </DataTable>
          <Pagination
            page={page}
            pages={organizations.data.meta.totalPages}
            size={20}
            sizes={[20]}
            onPage={setPage}
            onSize={() => undefined}
          />
        </section>
      )}
      {editing && (
        <OrganizationFormDialog organization={editing.organization} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function OrganizationFormDialog({
  organization,
  onClose,
}: {
  organization: Organization | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useOrganizationSave();
  const [name, setName] = useState(organization?.name ?? '');
  const [isDirty, setDirty] = useState(false);
  const [profile, setProfile] = useState<OrganizationValues['profile']>(
    organization?.profile ?? DEFAULT_ORGANIZATION_PROFILE,
  );
  const [authenticationMethod, setAuthenticationMethod] = useState<
    OrganizationValues['authenticationMethod']
  >(organization?.authenticationMethod ?? 'CARGOLENS_CREDENTIALS_ONLY');
  const [phone, setPhone] = useState(organization?.phone ?? '');
  const [salesforceId, setSalesforceId] = useState(organization?.salesforceId ?? '');
  const [identificationNumbers, setIdentificationNumbers] = useState(
    (organization?.identificationNumbers ?? []).join(', '),
  );
  const [street, setStreet] = useState(organization?.address.street ?? '');
  const [postalCode, setPostalCode] = useState(organization?.address.postalCode ?? '');
  const [town, setTown] = useState(organization?.address.town ?? '');
  const [country, setCountry] = useState(organization?.address.country ?? 'FR');
  // A new organization starts with none chosen: the API gives it the default features (§6).
  const [features, setFeatures] = useState<string[]>(organization?.features ?? []);
  const fillsPortfolios = useCan('portfolios.administrate');
  const [portfolios, setPortfolios] = useState<string[]>(relatedIds(organization?.portfolios));
  const uniqueness = useUniquenessCheck(
    name,
    { isDirty, ...(organization ? { current: organization.name } : {}) },
    organizationNameTaken,
  );
  const errors = fieldErrors(save.error, t);
  const issues = contactFormIssues({
    phone: blank(phone),
    postalCode: blank(postalCode),
    country: blank(country),
    salesforceId: blank(salesforceId),
    identificationNumbers: identificationNumbersOf(identificationNumbers),
  });
  const checks = useShownIssues();
  // The domain's §5 message once the field was left or a save tried, else what the API answered.
  const errorOf = (field: ContactFormField) => {
    const issue = issues[field];
    return issue && checks.shown(field) ? validationText(t, issue) : errors[field];
  };
  const nameError =
    isDirty && !name.trim()
      ? t('validation.required')
      : uniqueness === 'taken'
        ? t('errors.valueUsed')
        : errors.name;
  const identificationError =
    errorOf('identificationNumbers') ??
    Object.entries(errors).find(([field]) => field.startsWith('identificationNumbers'))?.[1];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDirty(true);
    checks.submit();
    if (!name.trim() || Object.keys(issues).length > 0 || uniqueness === 'taken' || save.isPending) return;
    const values: OrganizationValues = {
      name: name.trim(),
      profile,
      authenticationMethod,
      phone: blank(phone),
      salesforceId: blank(salesforceId),
      identificationNumbers: identificationNumbersOf(identificationNumbers),
      address: {
        street: blank(street),
        postalCode: blank(postalCode),
        town: blank(town),
        country: blank(country),
      },
      ...(organization || features.length > 0 ? { features } : {}),
    };
    save.mutate(
      {
        ...(organization ? { id: organization.id } : {}),
        values,
        ...(fillsPortfolios ? { portfolios } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <ModalDialog
      title={
        organization
          ? t('orgAdmin.organizations.editTitle', { name: organization.name })
          : t('orgAdmin.organizations.createTitle')
      }
      isOpen
      onClose={onClose}
      size="wide"
    >
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        <TextInput
          label={t('orgAdmin.fields.name')}
          name="name"
          value={name}
          onChange={(value) => {
            setName(value);
            setDirty(true);
            save.reset();
          }}
          isRequired
          autoFocus
          error={nameError}
          description={uniqueness === 'checking' ? t('admin.checking') : undefined}
        />
        <div className="form-grid">
          <SelectInput
            label={t('orgAdmin.fields.profile')}
            options={ORGANIZATION_PROFILES.map((id) => ({
              id,
              label: t(`orgAdmin.organizationProfiles.${id}`),
            }))}
            value={profile}
            onChange={(value) => setProfile(value as OrganizationValues['profile'])}
          />
          <SelectInput
            label={t('orgAdmin.fields.authenticationMethod')}
            options={AUTHENTICATION_METHODS.map((id) => ({ id, label: t(`orgAdmin.authentication.${id}`) }))}
            value={authenticationMethod}
            onChange={(value) => setAuthenticationMethod(value as OrganizationValues['authenticationMethod'])}
          />
          <TextInput
            label={t('orgAdmin.fields.phone')}
            name="phone"
            type="tel"
            value={phone}
            onChange={setPhone}
            onBlur={checks.blur('phone')}
            error={errorOf('phone')}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.salesforceId')}
            name="salesforceId"
            value={salesforceId}
            onChange={setSalesforceId}
            onBlur={checks.blur('salesforceId')}
            error={errorOf('salesforceId')}
            optionalLabel={t('admin.optional')}
          />
        </div>
        <TextInput
          label={t('orgAdmin.fields.identificationNumbers')}
          description={t('orgAdmin.organizations.identificationHint')}
          name="identificationNumbers"
          value={identificationNumbers}
          onChange={setIdentificationNumbers}
          onBlur={checks.blur('identificationNumbers')}
          error={identificationError}
          optionalLabel={t('admin.optional')}
        />
        <div className="form-grid">
          <TextInput
            label={t('orgAdmin.fields.street')}
            name="street"
            value={street}
            onChange={setStreet}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.postalCode')}
            name="postalCode"
            value={postalCode}
            onChange={setPostalCode}
            onBlur={checks.blur('address.postalCode')}
            error={errorOf('address.postalCode')}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.town')}
            name="town"
            value={town}
            onChange={setTown}
            optionalLabel={t('admin.optional')}
          />
          <TextInput
            label={t('orgAdmin.fields.country')}
            name="country"
            value={country}
            onChange={setCountry}
            error={errors['address.country']}
            optionalLabel={t('admin.optional')}
          />
        </div>
        {fillsPortfolios && <PortfoliosField value={portfolios} onChange={setPortfolios} />}
        <FeatureChecklist
          legend={organization ? t('orgAdmin.fields.features') : t('orgAdmin.organizations.featuresDefault')}
          features={ORGANIZATION_FEATURES}
          value={features}
          onChange={setFeatures}
        />
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" className="button button--primary" aria-busy={save.isPending}>
            {save.isPending ? t('admin.saving') : organization ? t('admin.save') : t('admin.create')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
