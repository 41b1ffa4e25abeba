// "Copy settings to…" on a row of the users screen (decision 0186): the user's settings and homepage go to
// another user of the same organization, picked from its users; a toast confirms.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { showToast } from '../../app/toasts';
import { ModalDialog } from '../../ui/ModalDialog';
import { SelectField } from '../../ui/SelectField';
import { Loading } from '../../ui/Status';
import { useCan } from '../account/use-permissions';
import type { ManagedUser } from './types';

/** The source's colleagues: the organization's users (another organization's for the back office). */
function useColleagues(source: ManagedUser) {
  const onBehalf = useCan('organizations.actOnBehalf');
  const organizationId = onBehalf ? source.organization?.id : undefined;
  return useQuery({
    queryKey: ['users', 'colleagues', source.id, organizationId],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/users', {
          query: { 'page[size]': 100, sort: 'lastname', 'filter[organization]': organizationId },
          signal,
        }),
      ).items.filter((user) => user.id !== source.id),
  });
}

export function CopySettingsDialog({ source, onClose }: { source: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const colleagues = useColleagues(source);
  const [target, setTarget] = useState<string>('');
  const copy = useMutation({
    mutationFn: (targetId: string) =>
      api.request(`/users/${encodeURIComponent(source.id)}/settings/duplicate`, {
        method: 'POST',
        body: {
          data: {
            type: 'settingsCopies',
            relationships: { target: { data: { type: 'users', id: targetId } } },
          },
        },
      }),
    onSuccess: () => {
      showToast({ tone: 'success', title: 'successTitle', text: 'settingsCopy.done' });
      onClose();
    },
  });
  const options = (colleagues.data ?? []).map((user) => ({
    id: user.id,
    label: `${user.fullName} (${user.username})`,
  }));
  const chosen = target || options[0]?.id || '';
  return (
    <ModalDialog title={t('settingsCopy.title', { name: source.fullName })} isOpen onClose={onClose}>
      <p className="dialog__text">{t('settingsCopy.text')}</p>
      {colleagues.isPending ? (
        <Loading />
      ) : options.length === 0 ? (
        <p className="dialog__text">{t('settingsCopy.nobody')}</p>
      ) : (
        <SelectField label={t('settingsCopy.target')} options={options} value={chosen} onChange={setTarget} />
      )}
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button
          className="button button--primary"
          isDisabled={!chosen}
          isPending={copy.isPending}
          onPress={() => copy.mutate(chosen)}
        >
          {t('settingsCopy.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
