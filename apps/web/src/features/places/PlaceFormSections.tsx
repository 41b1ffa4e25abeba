// The place form's sections, bound to the form's values: identity, address (with "locate"), position.
// Their messages are the issues found on submit (the domain's rules) or answered by the API, by pointer.

import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../app/forms/Bound';
import { BoundCheckbox } from '../../app/forms/BoundCheckbox';
import { NumberInput } from '../../ui/NumberInput';
import { Panel } from '../../ui/Panel';
import { TextInput } from '../../ui/TextInput';
import type { PlaceForm } from './place-form';

export interface PlaceSectionProps {
  form: { control: Control<PlaceForm> };
  /** The message at a JSON pointer of the place. */
  error: (pointer: string) => string | undefined;
}

type TextField = 'name' | 'externalId' | 'phone' | 'details' | 'street' | 'postalCode' | 'town' | 'timezone';

function PlaceText({
  form,
  name,
  label,
  error,
  isRequired,
  multiline,
  description,
}: {
  form: PlaceSectionProps['form'];
  name: TextField;
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
  multiline?: boolean;
  description?: string;
}) {
  return (
    <Bound form={form} name={name}>
      {({ onBlur: _leave, ...field }) => (
        <TextInput
          {...field}
          label={label}
          {...(error === undefined ? {} : { error })}
          {...(isRequired ? { isRequired } : {})}
          {...(multiline ? { multiline } : {})}
          {...(description ? { description } : {})}
        />
      )}
    </Bound>
  );
}

/** A section of the place form, titled like the others. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Panel id={id} title={title} className="form-section" titleClassName="form-section__title">
      {children}
    </Panel>
  );
}

export function PlaceIdentitySection({ form, error }: PlaceSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="place-identity" title={t('places.sections.identity')}>
      <div className="form-grid">
        <PlaceText
          form={form}
          name="name"
          label={t('places.fields.name')}
          error={error('/name')}
          isRequired
        />
        <PlaceText
          form={form}
          name="externalId"
          label={t('places.fields.externalId')}
          error={error('/externalId')}
        />
        <PlaceText form={form} name="phone" label={t('places.fields.phone')} error={error('/phone')} />
      </div>
      <PlaceText form={form} name="details" label={t('places.fields.details')} multiline />
      <BoundCheckbox form={form} name="appointment" label={t('places.fields.appointment')} />
    </FormSection>
  );
}

export function PlaceAddressSection({
  form,
  error,
  locating,
}: PlaceSectionProps & {
  locating: { locate: () => Promise<void>; located: string | null; locating: boolean };
}) {
  const { t } = useTranslation();
  const addressError = error('/address');
  return (
    <FormSection id="place-address" title={t('places.sections.address')}>
      <div className="form-grid">
        <PlaceText form={form} name="street" label={t('places.fields.street')} />
        <PlaceText
          form={form}
          name="postalCode"
          label={t('places.fields.postalCode')}
          error={error('/address/postalCode')}
        />
        <PlaceText
          form={form}
          name="town"
          label={t('places.fields.town')}
          error={error('/address/town')}
          isRequired
        />
        <Bound form={form} name="country">
          {({ onBlur: _leave, onChange, ...field }) => (
            <TextInput
              {...field}
              label={t('places.fields.country')}
              description={t('places.fields.countryHelp')}
              error={error('/address/country')}
              onChange={(country) => onChange(country.toUpperCase())}
              isRequired
            />
          )}
        </Bound>
      </div>
      <div className="form-actions">
        <Button
          className="button button--secondary"
          onPress={() => void locating.locate()}
          isPending={locating.locating}
        >
          {locating.locating ? t('places.locating') : t('places.locate')}
        </Button>
        {locating.located && (
          <p className="place-form__status" role="status">
            {t('places.located', { name: locating.located })}
          </p>
        )}
      </div>
      {addressError && (
        <p className="field__error" role="alert">
          {addressError}
        </p>
      )}
    </FormSection>
  );
}

export function PlacePositionSection({ form, error }: PlaceSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="place-position" title={t('places.sections.position')}>
      <div className="form-grid">
        {(['lat', 'lng'] as const).map((name) => (
          <Bound key={name} form={form} name={name}>
            {({ onBlur: _leave, ...field }) => (
              <NumberInput
                {...field}
                label={t(`places.fields.${name}`)}
                minValue={name === 'lat' ? -90 : -180}
                maxValue={name === 'lat' ? 90 : 180}
                error={error(`/position/${name}`)}
              />
            )}
          </Bound>
        ))}
        <PlaceText
          form={form}
          name="timezone"
          label={t('places.fields.timezone')}
          description={t('places.fields.timezoneHelp')}
          error={error('/timezone')}
        />
      </div>
    </FormSection>
  );
}
