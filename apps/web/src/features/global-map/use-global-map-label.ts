// The user's global map label (shipment-domain §9; user-setting type `globalMapLabel`, data {label}): what the
// map writes beside each tour, CarrierOrResource (§9 default, the first choice) unless the user chose otherwise.
import { DEFAULT_GLOBAL_MAP_LABEL, type GlobalMapLabel, isGlobalMapLabel } from '@cargolens/domain/settings';
import { useCallback } from 'react';
import { useMySettings, useSettingWrites } from '../settings/use-settings';

const TYPES = ['globalMapLabel'] as const;

export function useGlobalMapLabel(): { label: GlobalMapLabel; save: (label: GlobalMapLabel) => void } {
  const settings = useMySettings(TYPES);
  const { saveOnce } = useSettingWrites(TYPES);
  const saved = settings.data?.find((s) => s.settingType === 'globalMapLabel')?.data?.label;
  const save = useCallback(
    (next: GlobalMapLabel) => {
      // saveOnce shows the choice at once; a failed save has shown its toast.
      saveOnce('globalMapLabel', { label: next }).catch(() => undefined);
    },
    [saveOnce],
  );
  return { label: isGlobalMapLabel(saved) ? saved : DEFAULT_GLOBAL_MAP_LABEL, save };
}
