// The signed-in user's display preferences (shipment-domain §3, defaults §9), read from their settings. The
// spec's settings cache lives 10 s (platform-core §4 "Cache"): a preference changed in another tab or by an
// administrator shows within that time, while pages that format hundreds of dates read it once.
import {
  DISPLAY_PREFERENCE_TYPES,
  type DisplayPreferences,
  type DisplayPreferenceType,
  displayPreferenceData,
  readDisplayPreferences,
} from '@cargolens/domain/settings';
import { useCallback, useMemo } from 'react';
import { useMySettings, useSettingWrites } from '../settings/use-settings';

export const SETTINGS_CACHE_MS = 10_000;

export function useDisplayPreferences(): DisplayPreferences & { isPending: boolean } {
  const settings = useMySettings(DISPLAY_PREFERENCE_TYPES, SETTINGS_CACHE_MS);
  return useMemo(
    () => ({ ...readDisplayPreferences(settings.data ?? []), isPending: settings.isPending }),
    [settings.data, settings.isPending],
  );
}

/** Saves one preference: created the first time, replaced afterwards (useSettingWrites.saveOnce). */
export function useSaveDisplayPreference() {
  const { saveOnce } = useSettingWrites(DISPLAY_PREFERENCE_TYPES);
  return useCallback(
    (type: DisplayPreferenceType, value: string) => saveOnce(type, displayPreferenceData(type, value)),
    [saveOnce],
  );
}
