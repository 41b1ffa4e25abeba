import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error';
import { LazyGeofenceEditor } from '../map/LazyMap';
import { useActingOrganization } from '../organizations/acting-organization';
import { ContactsFields } from './ContactsFields';
import { type Issue, issuesFromErrors, messageAt, messageUnder } from './issue-message';
import {
  FormSection,
  PlaceAddressSection,
  PlaceIdentitySection,
  PlacePositionSection,
} from './PlaceFormSections';
import { attributesOf, formIssues, hasPosition, type Place, type PlaceForm as Values } from './place-form';
import { geofenceChange } from './place-position';
import { useLocateAddress, useTimeZoneOfPosition } from './use-place-locating';
import { useSavePlace } from './use-places';

interface PlaceFormProps {
  initial: Values;
  placeId?: string;
  isActive?: boolean;
  onSaved: (place: Place) => void;
}

/** A place's fields, its geofence on the map and its contacts; the domain's rules run on submit. */
export function PlaceForm({ initial, placeId, isActive = true, onSaved }: PlaceFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: initial });
  const values = form.watch() as Values;
  const [issues, setIssues] = useState<Issue[]>([]);
  const save = useSavePlace(useActingOrganization());
  const set = (change: Partial<Values>) => {
    for (const [field, value] of Object.entries(change)) form.setValue(field as keyof Values, value as never);
  };
  const error = (pointer: string) => messageAt(t, issues, pointer);
  useTimeZoneOfPosition(initial, values, (timezone) => set({ timezone }));
  const locating = useLocateAddress({ current: () => form.getValues(), onLocated: set, setIssues });

  async function submit(attributes: Record<string, unknown>) {
    try {
      onSaved(await save.mutateAsync({ ...(placeId ? { id: placeId } : {}), attributes }));
      setIssues([]);
    } catch (failure) {
      if (isApiError(failure) && failure.errors.length > 0) setIssues(issuesFromErrors(failure.errors));
      else setIssues([{ code: 'validation.not_valid', message: '', pointer: '' }]);
    }
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const current = form.getValues();
    const found = formIssues(current);
    setIssues(found);
    if (found.length === 0) void submit(attributesOf(current));
  };

  return (
    <Form className="place-form" onSubmit={onSubmit} validationBehavior="aria">
      {issues.length > 0 && (
        <div className="alert alert--error" role="alert">
          {t('places.fixErrors')}
        </div>
      )}
      {save.isSuccess && issues.length === 0 && (
        <p className="place-form__status" role="status">
          {t('places.saved')}
        </p>
      )}
      <PlaceIdentitySection form={form} error={error} />
      <PlaceAddressSection form={form} error={error} locating={locating} />
      <PlacePositionSection form={form} error={error} />
      <FormSection id="place-geofence" title={t('places.sections.geofence')}>
        <LazyGeofenceEditor
          value={values.geofence}
          onChange={(geofence) => set(geofenceChange(form.getValues(), geofence))}
          centre={hasPosition(values) ? { lat: values.lat, lng: values.lng } : null}
          error={messageUnder(t, issues, '/geofence')}
        />
      </FormSection>
      <FormSection id="place-contacts" title={t('places.sections.contacts')}>
        <ContactsFields
          contacts={values.contacts}
          issues={issues}
          onChange={(contacts) => set({ contacts })}
        />
      </FormSection>
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isPending={save.isPending}>
          {save.isPending ? t('places.saving') : t('places.save')}
        </Button>
        {placeId && (
          <Button className="button button--secondary" onPress={() => void submit({ isActive: !isActive })}>
            {isActive ? t('places.deactivate') : t('places.reactivate')}
          </Button>
        )}
      </div>
    </Form>
  );
}
