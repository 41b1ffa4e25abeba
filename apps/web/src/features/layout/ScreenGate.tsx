import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { usePermissions } from '../account/use-permissions';
import { onBehalfPath, organizationOfPath, screenPath } from '../organizations/acting-organization';
import { useDisplayPreferences } from '../preferences/use-display-preferences';
import { MessagePage } from './MessagePage';
import { homePath, screenOfPath } from './nav-permissions';

function NotAllowedPage({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('permissions.notAllowedTitle')}
      text={t('permissions.notAllowedText')}
      back={{ to: home, label: t('permissions.goHome') }}
    />
  );
}

/**
 * Shows the page only to a session whose permissions include its screen (decision 0080), a plain "not
 * allowed" page otherwise; the root path goes to the session's home screen.
 */
export function ScreenGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: permissions, isError } = usePermissions();
  const preferences = useDisplayPreferences();
  // Without the permissions the API still refuses what is not allowed; the page shows its own errors.
  if (isError) return children;
  if (!permissions) return null;
  // On behalf of an organization the same screens apply, under its prefix (decision 0132).
  const home = onBehalfPath(
    organizationOfPath(pathname),
    homePath(permissions.screens, preferences.homepage),
  );
  const ownPath = screenPath(pathname);
  if (ownPath === '/') return preferences.isPending ? null : <Navigate to={home} replace />;
  const screen = screenOfPath(ownPath);
  if (screen && !permissions.screens.includes(screen)) return <NotAllowedPage home={home} />;
  return children;
}
