import {
  DATE_TIME_FORMATS,
  type DisplayPreferenceType,
  GLOBAL_MAP_LABELS,
  HOMEPAGE_CHOICES,
  SITE_NAME_DISPLAYS,
  TOURS_VIEWS,
  type ToursView,
  UNIT_SYSTEM_CHOICES,
} from '@cargolens/domain/settings';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@cargolens/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/toasts';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import { SelectField } from '../../ui/SelectField';
import { Loading } from '../../ui/Status';
import { useMe } from '../account/use-me';
import { useToursViewSetting } from '../tours/use-tours-view-setting';
import { useDisplayPreferences, useSaveDisplayPreference } from './use-display-preferences';
import { saveTimeZonePreference, useLanguage } from './use-language';
import './preferences.css';

/** The tabs an order can open on: the spec's landing choices this version has (a map landing resets anyway). */
const ORDER_LANDINGS = ['overview', 'timeline'] as const;
/** The quantities each shown in the unit system the user picks for it (metric or imperial). */
const UNIT_PREFERENCES = ['distance', 'weight', 'volume', 'temperature'] as const;
/** An example date to show what each pattern looks like. */
const SAMPLE_DATE = '2026-11-21T13:05:00Z';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel id={id} title={title} className="panel preferences__section">
      <div className="preferences__fields">{children}</div>
    </Panel>
  );
}

/** shipment-domain §2 "Preferences": each choice is saved as soon as it is made and applies on every screen. */
export function PreferencesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.preferences'));
  const me = useMe();
  const preferences = useDisplayPreferences();
  const savePreference = useSaveDisplayPreference();
  const toursView = useToursViewSetting();
  const { language, setLanguage } = useLanguage();
  const client = useQueryClient();
  const saveZone = useMutation({
    mutationFn: saveTimeZonePreference,
    onSuccess: () => client.invalidateQueries({ queryKey: ['me'] }),
  });

  if (me.isPending || preferences.isPending) return <Loading />;
  const zone = me.data?.timezone ?? 'Europe/Paris';
  const saved = () => showToast({ tone: 'success', title: 'successTitle', text: 'displayPreferences.saved' });
  const choose = (type: DisplayPreferenceType) => (value: string) => {
    void savePreference(type, value).then(saved, () => undefined);
  };
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ id: value, label: label(value) }));
  const systems = options(UNIT_SYSTEM_CHOICES, (v) => t(`displayPreferences.unitSystems.${v}`));

  return (
    <>
      <PageHeader title={t('nav.preferences')} />
      <p className="preferences__intro">{t('displayPreferences.intro')}</p>
      <div className="preferences">
        <Section id="preferences-language" title={t('displayPreferences.languageAndZone')}>
          <SelectField
            label={t('displayPreferences.language')}
            options={options(LANGUAGES, (v) => LANGUAGE_NAMES[v])}
            value={language}
            onChange={(value) => setLanguage(value as Language)}
          />
          <SelectField
            label={t('displayPreferences.timezone')}
            options={options(Intl.supportedValuesOf('timeZone'), (v) => v)}
            value={zone}
            onChange={(value) => saveZone.mutate(value, { onSuccess: saved })}
          />
          <SelectField
            label={t('displayPreferences.dateTimeFormat')}
            options={options(DATE_TIME_FORMATS, (v) => formatDateTime(SAMPLE_DATE, language, zone, v))}
            value={preferences.dateTimeFormat}
            onChange={choose('dateTimeFormat')}
          />
        </Section>
        <Section id="preferences-units" title={t('displayPreferences.units')}>
          {UNIT_PREFERENCES.map((type) => (
            <SelectField
              key={type}
              label={t(`displayPreferences.${type}`)}
              options={systems}
              value={preferences[type]}
              onChange={choose(type)}
            />
          ))}
        </Section>
        <Section id="preferences-screens" title={t('displayPreferences.screens')}>
          <SelectField
            label={t('displayPreferences.homepage')}
            options={options(HOMEPAGE_CHOICES, (v) => t(`displayPreferences.homepages.${v}`))}
            value={preferences.homepage}
            onChange={choose('homepage')}
          />
          <SelectField
            label={t('displayPreferences.toursView')}
            options={options(TOURS_VIEWS, (v) =>
              t(v === 'tours.orders' ? 'tours.viewOrders' : 'tours.viewWaypoints'),
            )}
            value={toursView.saved ?? TOURS_VIEWS[0]}
            onChange={(value) => {
              toursView.save(value as ToursView);
              saved();
            }}
          />
          <SelectField
            label={t('displayPreferences.orderDetailsLanding')}
            options={options(ORDER_LANDINGS, (v) =>
              t(v === 'overview' ? 'orderMap.overview' : 'orderTimeline.tab'),
            )}
            value={preferences.orderDetailsLanding}
            onChange={choose('orderDetailsLanding')}
          />
          <SelectField
            label={t('displayPreferences.siteNameDisplay')}
            options={options(SITE_NAME_DISPLAYS, (v) => t(`displayPreferences.siteNames.${v}`))}
            value={preferences.siteNameDisplay}
            onChange={choose('siteNameDisplay')}
          />
          <SelectField
            label={t('displayPreferences.globalMapLabel')}
            options={options(GLOBAL_MAP_LABELS, (v) => t(`displayPreferences.mapLabels.${v}`))}
            value={preferences.globalMapLabel}
            onChange={choose('globalMapLabel')}
          />
        </Section>
      </div>
    </>
  );
}
