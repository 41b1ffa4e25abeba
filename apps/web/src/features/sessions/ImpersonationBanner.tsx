import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { impersonation, tokens } from '../../app/session';
import { displayName, useMe } from '../account/use-me';
import { endImpersonation } from './impersonate';
import './sessions.css';

const isImpersonating = () => impersonation.active();

/** Every page of an impersonated session says so, and offers the way back (decision 0142). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Starting or ending an impersonation always saves tokens, which notifies this subscription.
  const active = useSyncExternalStore(tokens.subscribe, isImpersonating, isImpersonating);
  const { data: me } = useMe();
  const back = useMutation({
    mutationFn: endImpersonation,
    onSuccess: (returnTo) => navigate(returnTo, { replace: true }),
  });
  if (!active) return null;
  return (
    <section className="impersonation-banner" aria-label={t('sessions.banner', { name: '' }).trim()}>
      <span className="impersonation-banner__text" data-testid="impersonation-banner">
        {t('sessions.banner', { name: me ? displayName(me) : '…' })}
      </span>
      <Button
        className="button button--secondary impersonation-banner__back"
        aria-busy={back.isPending}
        onPress={() => back.mutate()}
      >
        {t('sessions.returnToAccount')}
      </Button>
    </section>
  );
}
