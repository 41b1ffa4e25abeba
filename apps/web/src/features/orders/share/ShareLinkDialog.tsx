// The order's share dialog (decision 0105): create a public tracking link, copy it, give it an expiry or
// none, make it light (no truck position), revoke it, or replace it with a new one.
import { isValidExpiry } from '@cargolens/domain/public-links';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Bound } from '../../../app/forms/Bound';
import { BoundCheckbox } from '../../../app/forms/BoundCheckbox';
import { showToast } from '../../../app/toasts';
import { Icon } from '../../../ui/Icon';
import { ModalDialog } from '../../../ui/ModalDialog';
import { LoadError, Loading } from '../../../ui/Status';
import { TextInput } from '../../../ui/TextInput';
import { useFormats } from '../../preferences/use-formats';
import { type PublicLink, usePublicLink, usePublicLinkActions } from './use-public-link';
import './share.css';

/** A datetime-local value (the reader's wall time) as an instant; '' means no expiry. */
function expiryOf(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** An instant as the datetime-local value showing it in the reader's zone. */
function localValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function LinkForm({ link, orderId }: { link: PublicLink; orderId: string }) {
  const { t } = useTranslation();
  const format = useFormats();
  const actions = usePublicLinkActions(orderId);
  const live = link.state === 'ACTIVE' || link.state === 'EXPIRED';
  const form = useForm({
    defaultValues: { isLight: live ? link.isLight : false, expiry: live ? localValue(link.expiresAt) : '' },
  });
  const { isLight, expiry } = form.watch();
  const expiryError =
    expiry && !isValidExpiry(new Date(expiry), Date.now()) ? t('publicLink.share.expiryPast') : undefined;
  const settings = { isLight, expiresAt: expiryOf(expiry) };
  const busy = actions.create.isPending || actions.update.isPending || actions.revoke.isPending;
  const done = (text: 'created' | 'saved' | 'revoked' | 'copied') =>
    showToast({ tone: 'success', title: 'successTitle', text: `publicLink.toasts.${text}` });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      done('copied');
    } catch {
      // Without clipboard access the link stays selectable in its field.
    }
  };

  return (
    <div className="share-link">
      <p className="share-link__intro">{t('publicLink.share.intro')}</p>
      <p className="share-link__state" role="status" data-testid="share-link-state">
        {link.state === 'ACTIVE'
          ? link.expiresAt
            ? t('publicLink.share.activeUntil', { date: format.dateTime(link.expiresAt) })
            : t('publicLink.share.activeForever')
          : t(`publicLink.share.state.${link.state}`, {
              date: format.dateTime(link.expiresAt ?? link.revokedAt),
            })}
      </p>
      {link.state === 'ACTIVE' && link.url && (
        <div className="share-link__url">
          <TextInput
            label={t('publicLink.share.url')}
            value={link.url}
            isReadOnly
            className="share-link__field"
          />
          <Button className="button" onPress={() => void copy(link.url!)}>
            {t('publicLink.share.copy')}
          </Button>
          <a className="button button--secondary" href={link.url} target="_blank" rel="noreferrer noopener">
            {t('publicLink.share.open')}
          </a>
        </div>
      )}
      <BoundCheckbox form={form} name="isLight" label={t('publicLink.share.light')} />
      <Bound form={form} name="expiry">
        {({ name: _name, onBlur: _leave, ...field }) => (
          <TextInput
            {...field}
            label={t('publicLink.share.expiry')}
            optionalLabel={t('publicLink.share.never')}
            type="datetime-local"
            error={expiryError}
          />
        )}
      </Bound>
      <div className="dialog__actions share-link__actions">
        {live && (
          <Button
            className="button button--secondary"
            isDisabled={busy || Boolean(expiryError)}
            onPress={() => actions.update.mutate(settings, { onSuccess: () => done('saved') })}
          >
            {t('publicLink.share.save')}
          </Button>
        )}
        {link.state === 'ACTIVE' && (
          <Button
            className="button button--secondary"
            isDisabled={busy}
            onPress={() => actions.revoke.mutate(undefined, { onSuccess: () => done('revoked') })}
          >
            <Icon name="trash" size={16} />
            {t('publicLink.share.revoke')}
          </Button>
        )}
        <Button
          className="button"
          isDisabled={busy || Boolean(expiryError)}
          onPress={() => actions.create.mutate(settings, { onSuccess: () => done('created') })}
        >
          {link.state === 'NONE' ? t('publicLink.share.create') : t('publicLink.share.createNew')}
        </Button>
      </div>
    </div>
  );
}

/** The "Share tracking" button of the order detail and its dialog. */
export function ShareLinkButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const link = usePublicLink(orderId, open);
  return (
    <>
      <Button className="button button--secondary" onPress={() => setOpen(true)}>
        <Icon name="globe" size={16} />
        {t('publicLink.share.button')}
      </Button>
      <ModalDialog
        title={t('publicLink.share.title')}
        isOpen={open}
        onClose={() => setOpen(false)}
        size="wide"
      >
        {link.isPending ? (
          <Loading />
        ) : link.isError ? (
          <LoadError onRetry={() => void link.refetch()} />
        ) : (
          <LinkForm key={`${link.data.state}-${link.data.createdAt}`} link={link.data} orderId={orderId} />
        )}
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={() => setOpen(false)}>
            {t('publicLink.share.close')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
