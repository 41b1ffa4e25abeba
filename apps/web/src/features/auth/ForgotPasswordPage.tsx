import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { useDocumentTitle } from '../../app/use-document-title';
import { Alert } from '../../ui/Alert';
import { AuthField, AuthSubmit } from './AuthFields';
import { AuthScreen } from './AuthScreen';
import { requestPasswordReset } from './password-calls';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwords.forgotTitle'));
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: () => requestPasswordReset(email.trim()) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request.isPending) request.mutate();
  };

  return (
    <AuthScreen title={t('passwords.forgotTitle')}>
      {request.data === 'email' && <Alert tone="success">{t('passwords.sent')}</Alert>}
      {request.data === 'off' && <Alert tone="error">{t('passwords.mailOff')}</Alert>}
      {isApiError(request.error, 429) && <Alert tone="error">{t('passwords.tooMany')}</Alert>}
      {!request.data && (
        <>
          <p className="login__subtitle">{t('passwords.forgotIntro')}</p>
          <Form className="form" onSubmit={onSubmit}>
            <AuthField
              label={t('passwords.email')}
              error={t('auth.required')}
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={email}
              onChange={setEmail}
              autoFocus
            />
            <AuthSubmit
              isPending={request.isPending}
              label={t('passwords.send')}
              pendingLabel={t('passwords.sending')}
            />
          </Form>
        </>
      )}
      <p>
        <Link to="/auth/login">{t('passwords.backToSignIn')}</Link>
      </p>
    </AuthScreen>
  );
}
