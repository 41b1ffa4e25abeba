// The user's global map label (shipment-domain §9; user-setting type `globalMapLabel`, data {label}): what the
// map writes beside each tour, CarrierOrResource (§9 default, the first choice) unless the user chose otherwise.
import { DEFAULT_GLOBAL_MAP_LABEL, type GlobalMapLabel, isGlobalMapLabel } from '@cargolens/domain/settings';
import { useOneSetting } from '../settings/use-one-setting';

export function useGlobalMapLabel(): { label: GlobalMapLabel; save: (label: GlobalMapLabel) => void } {
  const { saved, save } = useOneSetting('globalMapLabel', 'label', isGlobalMapLabel);
  return { label: saved ?? DEFAULT_GLOBAL_MAP_LABEL, save };
}
