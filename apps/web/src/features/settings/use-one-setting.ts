// A preference the user keeps once (a user setting of one type, one value in its data): the global map's label,
// the tours page's view. What it holds, and a save that shows the choice at once.
import type { UserSettingType } from '@cargolens/domain/settings';
import { useCallback, useMemo } from 'react';
import { useMySettings, useSettingWrites } from './use-settings';

/**
 * The user's one setting of `type`, read from `field` of its data: undefined while unread, unset, or not a value
 * `isValue` accepts. A failed save has shown its toast; the screen keeps what it shows either way.
 */
export function useOneSetting<T>(
  type: UserSettingType,
  field: string,
  isValue: (value: unknown) => value is T,
): { saved: T | undefined; save: (value: T) => void } {
  const types = useMemo(() => [type] as const, [type]);
  const settings = useMySettings(types);
  const { saveOnce } = useSettingWrites(types);
  const value = settings.data?.find((s) => s.settingType === type)?.data?.[field];
  const save = useCallback(
    (next: T) => {
      saveOnce(type, { [field]: next }).catch(() => undefined);
    },
    [saveOnce, type, field],
  );
  return { saved: isValue(value) ? value : undefined, save };
}
