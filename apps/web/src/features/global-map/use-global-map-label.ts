// The user's global map label (shipment-domain §9; user-setting type `globalMapLabel`, data {label}): what the
// map writes beside each tour, CarrierOrResource (§9 default, the first choice) unless the user chose otherwise.
import { GLOBAL_MAP_LABELS, type GlobalMapLabel } from '@cargolens/domain/settings';
import { useCallback } from 'react';
import { useMySettings, useSettingWrites } from '../settings/use-settings';

const TYPES = ['globalMapLabel'] as const;

const isLabel = (value: unknown): value is GlobalMapLabel =>
  (GLOBAL_MAP_LABELS as readonly unknown[]).includes(value);

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
  return { label: isLabel(saved) ? saved : GLOBAL_MAP_LABELS[0], save };
}
