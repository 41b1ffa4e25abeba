// Where the provider sends the browser back (/auth/sso-callback?code&state&iss): the API finishes the code
// flow. Refused (no such user, failed flow), the user is neither authenticated nor authorised: the login-hint
// cookie is removed and the login page says why (shipment-domain §8).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetLoginHint } from '../../app/sso-session';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthScreen } from './AuthScreen';
import { finishSingleSignOn } from './sign-in';
import { ssoErrorKey } from './sso-calls';

export function SsoCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sso.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A code is good once: the exchange must not run twice when React runs an effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (key: string) => {
      forgetLoginHint();
      navigate('/auth/login', { replace: true, state: { ssoError: key } });
    };
    if (params.get('error') || !params.get('code')) {
      fail('failed');
      return;
    }
    finishSingleSignOn(params).then(
      () => navigate('/', { replace: true }),
      (error: unknown) => fail(ssoErrorKey(error)),
    );
  }, [params, navigate]);

  return (
    <AuthScreen title={t('sso.title')}>
      <p role="status">{t('sso.finishing')}</p>
    </AuthScreen>
  );
}
