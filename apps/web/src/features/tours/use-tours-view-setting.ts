// The user's "tours page" setting (platform-core §3 Session settings; user-setting type `toursView`): the view
// the Tours page opens in when the address bar does not say, and the one the user last chose.
import { isToursView, type ToursView } from '@cargolens/domain/settings';
import { useCallback } from 'react';
import { useMySettings, useSettingWrites } from '../settings/use-settings';

const TYPES = ['toursView'] as const;

export function useToursViewSetting(): { saved: ToursView | undefined; save: (view: ToursView) => void } {
  const settings = useMySettings(TYPES);
  const { saveOnce } = useSettingWrites(TYPES);
  const view = settings.data?.find((s) => s.settingType === 'toursView')?.data?.view;
  const save = useCallback(
    (next: ToursView) => {
      // A failed save has shown its toast; the page keeps the view in its address either way.
      saveOnce('toursView', { view: next }).catch(() => undefined);
    },
    [saveOnce],
  );
  return { saved: isToursView(view) ? view : undefined, save };
}
