// /auth/sso/{loginHint} starts the company sign-in of the organization the hint names; with ?loginAuto=false
// (where the provider returns after logout) it waits for the user to ask. /auth/sso asks for the hint.
import { normalizeLoginHint } from '@cargolens/domain/sign-in';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { rememberLoginHint } from '../../app/sso-session';
import { useDocumentTitle } from '../../app/use-document-title';
import { Alert } from '../../ui/Alert';
import { FieldHint } from '../../ui/FieldHint';
import { AuthScreen } from './AuthScreen';
import { authorizationAddress, describeLoginHint, ssoErrorKey } from './sso-calls';

export function SsoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sso.title'));
  const { loginHint } = useParams();
  return (
    <AuthScreen title={t('sso.title')}>
      {loginHint === undefined ? <LoginHintForm /> : <StartSignIn key={loginHint} rawHint={loginHint} />}
      <p>
        <Link to="/auth/login">{t('sso.passwordLink')}</Link>
      </p>
    </AuthScreen>
  );
}

function goToProvider(hint: string): void {
  rememberLoginHint(hint);
  window.location.assign(authorizationAddress(hint));
}

function StartSignIn({ rawHint }: { rawHint: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const automatic = params.get('loginAuto') !== 'false';
  const hint = normalizeLoginHint(rawHint);
  const described = useQuery({
    queryKey: ['sso-login-hint', hint],
    queryFn: () => describeLoginHint(hint ?? ''),
    enabled: hint !== null,
    retry: false,
  });
  const organization = described.data?.data.attributes.organizationName;

  useEffect(() => {
    if (automatic && hint && organization) goToProvider(hint);
  }, [automatic, hint, organization]);

  if (!hint || described.isError) {
    const key = hint ? ssoErrorKey(described.error) : 'notConfigured';
    return (
      <>
        <Alert tone="error">{t(`sso.errors.${key}`, { hint: rawHint })}</Alert>
        {key === 'notConfigured' && <LoginHintForm />}
      </>
    );
  }
  if (!organization) return <p role="status">{t('sso.checking')}</p>;
  if (automatic) return <p role="status">{t('sso.redirecting', { organization })}</p>;
  return (
    <>
      <Alert tone="success">{t('sso.signedOut')}</Alert>
      <Button className="button button--primary button--block" onPress={() => goToProvider(hint)}>
        {t('sso.signInAgain', { organization })}
      </Button>
    </>
  );
}

function LoginHintForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hint = normalizeLoginHint(value);
    if (hint) navigate(`/auth/sso/${encodeURIComponent(hint)}`);
  };
  return (
    <Form className="form" onSubmit={onSubmit}>
      <TextField
        className="field"
        name="loginHint"
        autoComplete="organization"
        isRequired
        value={value}
        onChange={setValue}
        validate={(text) => (text && !normalizeLoginHint(text) ? t('sso.errors.invalidHint') : null)}
      >
        <Label className="field__label">{t('sso.hintLabel')}</Label>
        <Input className="field__input" />
        <FieldHint className="field__description">{t('sso.hintHelp')}</FieldHint>
        <FieldError className="field__error" />
      </TextField>
      <Button type="submit" className="button button--primary button--block">
        {t('sso.continue')}
      </Button>
    </Form>
  );
}
