// Dates, distances and weights as the signed-in user asked to see them (decision 0165): their date-time pattern,
// their units, and their time zone unless the value belongs to a place with a zone of its own (a stop's window,
// an event at a site), which is shown at that place's local time, as the planner and the driver read it.
import { siteName } from '@cargolens/domain/settings';
import { remainingDistanceDisplay } from '@cargolens/domain/stops';
import { convertWeight } from '@cargolens/domain/units';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, formatWindow } from '../../ui/format';
import { useMe } from '../account/use-me';
import { useDisplayPreferences } from './use-display-preferences';

type Iso = string | null | undefined;

export function useFormats() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const preferences = useDisplayPreferences();
  const userZone = useMe().data?.timezone ?? null;
  return useMemo(() => {
    const pattern = preferences.dateTimeFormat;
    return {
      preferences,
      dateTime: (iso: Iso, placeZone?: string | null) =>
        formatDateTime(iso, lang, placeZone || userZone, pattern),
      window: (start: Iso, end: Iso, placeZone?: string | null) =>
        formatWindow(start, end, lang, placeZone || userZone, pattern),
      /** A weight stored in kilograms, in kg or lb. */
      weight: (kilograms: number) =>
        preferences.weight === 'imperial'
          ? t('units.lb', { value: formatNumber(convertWeight(kilograms, 'kg', 'lb'), lang, 0) })
          : t('units.kg', { value: formatNumber(kilograms, lang, 0) }),
      /** A road distance stored in metres: km and m, or mi and yd. */
      distance: (metres: number | null | undefined) => {
        const display = remainingDistanceDisplay(metres, 1, preferences.distance);
        return display ? t(`units.${display.unit}`, { value: display.value }) : '';
      },
      site: (site: { name?: string | null; street?: string | null; town?: string | null }) =>
        siteName(site, preferences.siteNameDisplay),
    };
  }, [lang, t, userZone, preferences]);
}
