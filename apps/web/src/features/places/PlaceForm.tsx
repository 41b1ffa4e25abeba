import type { GeofenceCollection } from '@cargolens/domain/geo';
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { NumberInput } from '../../ui/NumberInput';
import { TextInput } from '../../ui/TextInput';
import { LazyGeofenceEditor } from '../map/LazyMap';
import { useActingOrganization } from '../organizations/acting-organization';
import { ContactsFields } from './ContactsFields';
import { type Issue, issuesFromErrors, messageAt, messageUnder } from './issue-message';
import { attributesOf, formIssues, hasPosition, type Place, type PlaceForm as Values } from './place-form';
import { geocodeAddress, timeZoneAt, useSavePlace } from './use-places';

interface PlaceFormProps {
  initial: Values;
  placeId?: string;
  isActive?: boolean;
  onSaved: (place: Place) => void;
}

const TIMEZONE_DELAY_MS = 300;

export function PlaceForm({ initial, placeId, isActive = true, onSaved }: PlaceFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [located, setLocated] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const save = useSavePlace(useActingOrganization());
  const set = (change: Partial<Values>) => setForm((current) => ({ ...current, ...change }));
  const error = (pointer: string) => messageAt(t, issues, pointer);

  // The time zone follows the position as it changes (typed, located or clicked on the map).
  const lastPosition = useRef(hasPosition(initial) ? `${initial.lat},${initial.lng}` : '');
  const { lat, lng } = form;
  useEffect(() => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return;
    const key = `${lat},${lng}`;
    if (key === lastPosition.current) return;
    const timer = setTimeout(async () => {
      lastPosition.current = key;
      const zone = await timeZoneAt(lat, lng);
      if (zone) setForm((current) => ({ ...current, timezone: zone }));
    }, TIMEZONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lat, lng]);

  async function locate() {
    setLocating(true);
    setLocated(null);
    try {
      const text = [form.postalCode, form.town].filter((part) => part.trim()).join(' ');
      const candidate = text ? await geocodeAddress(text, form.country.trim()) : undefined;
      if (!candidate) {
        setIssues([{ code: 'place.position.not_found_error', message: '', pointer: '/address' }]);
        return;
      }
      setIssues((current) => current.filter((issue) => issue.pointer !== '/address'));
      setLocated(candidate.name);
      const first = form.geofence?.features[0];
      // A polygon, drawn or being drawn, stays; a circle (or none yet) moves to the address.
      const keepsPolygon = form.geofence !== null && first?.geometry.type !== 'Point';
      const radius = first?.geometry.type === 'Point' ? (first.properties?.radius ?? 500) : 500;
      set({
        lat: candidate.lat,
        lng: candidate.lng,
        ...(candidate.timezone ? { timezone: candidate.timezone } : {}),
        ...(keepsPolygon
          ? {}
          : {
              geofence: {
                type: 'FeatureCollection',
                features: [
                  {
                    type: 'Feature',
                    geometry: { type: 'Point', coordinates: [candidate.lng, candidate.lat] },
                    properties: { radius },
                  },
                ],
              },
            }),
      });
    } finally {
      setLocating(false);
    }
  }

  function changeGeofence(geofence: GeofenceCollection) {
    const first = geofence.features[0];
    // A circle placed on the map before the address was located gives the place its position.
    if (!hasPosition(form) && first?.geometry.type === 'Point') {
      const [lng, lat] = first.geometry.coordinates;
      set({ geofence, lat, lng });
    } else set({ geofence });
  }

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
    const found = formIssues(form);
    setIssues(found);
    if (found.length === 0) void submit(attributesOf(form));
  };

  const centre = hasPosition(form) ? { lat: form.lat, lng: form.lng } : null;
  const addressError = messageAt(t, issues, '/address');
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
      <section className="form-section" aria-labelledby="place-identity">
        <h2 id="place-identity" className="form-section__title">
          {t('places.sections.identity')}
        </h2>
        <div className="form-grid">
          <TextInput
            label={t('places.fields.name')}
            name="name"
            value={form.name}
            error={error('/name')}
            onChange={(name) => set({ name })}
            isRequired
          />
          <TextInput
            label={t('places.fields.externalId')}
            name="externalId"
            value={form.externalId}
            error={error('/externalId')}
            onChange={(externalId) => set({ externalId })}
          />
          <TextInput
            label={t('places.fields.phone')}
            name="phone"
            value={form.phone}
            error={error('/phone')}
            onChange={(phone) => set({ phone })}
          />
        </div>
        <TextInput
          label={t('places.fields.details')}
          name="details"
          multiline
          value={form.details}
          onChange={(details) => set({ details })}
        />
        <CheckboxInput
          label={t('places.fields.appointment')}
          value={form.appointment}
          onChange={(appointment) => set({ appointment })}
        />
      </section>

      <section className="form-section" aria-labelledby="place-address">
        <h2 id="place-address" className="form-section__title">
          {t('places.sections.address')}
        </h2>
        <div className="form-grid">
          <TextInput
            label={t('places.fields.street')}
            name="street"
            value={form.street}
            onChange={(street) => set({ street })}
          />
          <TextInput
            label={t('places.fields.postalCode')}
            name="postalCode"
            value={form.postalCode}
            error={error('/address/postalCode')}
            onChange={(postalCode) => set({ postalCode })}
          />
          <TextInput
            label={t('places.fields.town')}
            name="town"
            value={form.town}
            error={error('/address/town')}
            onChange={(town) => set({ town })}
            isRequired
          />
          <TextInput
            label={t('places.fields.country')}
            name="country"
            description={t('places.fields.countryHelp')}
            value={form.country}
            error={error('/address/country')}
            onChange={(country) => set({ country: country.toUpperCase() })}
            isRequired
          />
        </div>
        <div className="form-actions">
          <Button className="button button--secondary" onPress={() => void locate()} isPending={locating}>
            {locating ? t('places.locating') : t('places.locate')}
          </Button>
          {located && (
            <p className="place-form__status" role="status">
              {t('places.located', { name: located })}
            </p>
          )}
        </div>
        {addressError && (
          <p className="field__error" role="alert">
            {addressError}
          </p>
        )}
      </section>

      <section className="form-section" aria-labelledby="place-position">
        <h2 id="place-position" className="form-section__title">
          {t('places.sections.position')}
        </h2>
        <div className="form-grid">
          <NumberInput
            label={t('places.fields.lat')}
            name="lat"
            value={form.lat}
            minValue={-90}
            maxValue={90}
            error={error('/position/lat')}
            onChange={(lat) => set({ lat })}
          />
          <NumberInput
            label={t('places.fields.lng')}
            name="lng"
            value={form.lng}
            minValue={-180}
            maxValue={180}
            error={error('/position/lng')}
            onChange={(lng) => set({ lng })}
          />
          <TextInput
            label={t('places.fields.timezone')}
            name="timezone"
            description={t('places.fields.timezoneHelp')}
            value={form.timezone}
            error={error('/timezone')}
            onChange={(timezone) => set({ timezone })}
          />
        </div>
      </section>

      <section className="form-section" aria-labelledby="place-geofence">
        <h2 id="place-geofence" className="form-section__title">
          {t('places.sections.geofence')}
        </h2>
        <LazyGeofenceEditor
          value={form.geofence}
          onChange={changeGeofence}
          centre={centre}
          error={messageUnder(t, issues, '/geofence')}
        />
      </section>

      <section className="form-section" aria-labelledby="place-contacts">
        <h2 id="place-contacts" className="form-section__title">
          {t('places.sections.contacts')}
        </h2>
        <ContactsFields contacts={form.contacts} issues={issues} onChange={(contacts) => set({ contacts })} />
      </section>

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
