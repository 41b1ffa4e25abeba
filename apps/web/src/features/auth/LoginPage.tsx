import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { useSignedIn } from '../../app/session';
import { rememberedLoginHint } from '../../app/sso-session';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthField, AuthSubmit } from './AuthFields';
import { AuthScreen } from './AuthScreen';
import { signIn } from './sign-in';
import type { SsoErrorKey } from './sso-calls';
import './login.css';
import { Alert } from '../../ui/Alert';

/** Whole minutes until the next sign-in is counted, from the error's detail; 15 (the window) when unknown. */
function retryMinutes(error: unknown): number {
  const detail = (error as { errors?: Array<{ detail?: string }> } | null)?.errors?.[0]?.detail ?? '';
  const seconds = Number(/(\d+) seconds/.exec(detail)?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
}

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: string; ssoError?: SsoErrorKey } | null;
  // Without a page to go back to, the root sends the user to the home page they chose (ScreenGate).
  const from = state?.from ?? '/';
  const [loginHint] = useState(rememberedLoginHint);
  const signedIn = useSignedIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => signIn(username.trim(), password),
    onSuccess: () => navigate(from, { replace: true }),
  });

  if (signedIn && !login.isPending) return <Navigate to={from} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!login.isPending) login.mutate();
  };
  const ssoAddress = loginHint ? `/auth/sso/${encodeURIComponent(loginHint)}` : '/auth/sso';

  return (
    <AuthScreen title={t('auth.title')}>
      <p className="login__subtitle">{t('auth.subtitle')}</p>
      <SignInAlerts error={login.error} ssoError={state?.ssoError} />
      <Form className="form" onSubmit={onSubmit}>
        <AuthField
          label={t('auth.username')}
          error={t('auth.required')}
          name="username"
          autoComplete="username"
          isRequired
          value={username}
          onChange={setUsername}
          autoFocus
        />
        <AuthField
          label={t('auth.password')}
          error={t('auth.required')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <AuthSubmit
          isPending={login.isPending}
          label={t('auth.submit')}
          pendingLabel={t('auth.submitting')}
        />
      </Form>
      <p>
        <Link to="/auth/password-forgotten">{t('passwords.forgotLink')}</Link>
      </p>
      <p>
        <Link to={ssoAddress}>{loginHint ? t('sso.continueWith', { hint: loginHint }) : t('sso.link')}</Link>
      </p>
    </AuthScreen>
  );
}

/** Why the last sign-in failed, or why the SSO sign-in that sent the user back here did. */
function SignInAlerts({ error, ssoError }: { error: unknown; ssoError: SsoErrorKey | undefined }) {
  const { t } = useTranslation();
  const wrongCredentials = isApiError(error, 401);
  // 429: too many failed sign-ins for this username or address (decision 0141); the API says for how long.
  const throttled = isApiError(error, 429);
  const ssoRequired = isApiError(error, 403) && error.code === 'auth.sso_required';
  return (
    <>
      {wrongCredentials && <Alert tone="error">{t('auth.invalidCredentials')}</Alert>}
      {throttled && (
        <Alert tone="error" testId="sign-in-throttled">
          {t('sessions.tooManyAttempts', { minutes: retryMinutes(error) })}
        </Alert>
      )}
      {ssoRequired && <Alert tone="error">{t('sso.errors.required')}</Alert>}
      {ssoError && !error && <Alert tone="error">{t(`sso.errors.${ssoError}`, { hint: '' })}</Alert>}
    </>
  );
}
