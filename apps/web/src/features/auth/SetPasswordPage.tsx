// The page of an invitation or reset link: /auth/password?token=… (decision 0120). The password rule is the
// domain's, checked here for a quick answer and again by the API.
import { password as passwordRule } from '@cargolens/domain/validation';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error';
import { Bound } from '../../app/forms/Bound';
import { useDomainForm } from '../../app/forms/use-domain-form';
import { useDocumentTitle } from '../../app/use-document-title';
import { Alert } from '../../ui/Alert';
import { AuthField, AuthSubmit } from './AuthFields';
import { AuthScreen } from './AuthScreen';
import { choosePassword } from './password-calls';

export function SetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwords.setTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useDomainForm({
    defaults: { password: '', confirmation: '' },
    // The domain's password rule; the confirmation is only compared once the password keeps it.
    issuesOf: ({ password }): { password?: string } => {
      const issue = passwordRule(password);
      return issue ? { password: issue } : {};
    },
  });
  const { password, confirmation } = form.values;
  const save = useMutation({ mutationFn: () => choosePassword(token, password) });

  // Both fields answer once a save was tried (they are not checked on leaving them).
  const passwordError = form.issueText(t, 'password');
  const confirmationError =
    form.checks.shown('confirmation') && !form.hasIssues() && confirmation !== password
      ? t('passwords.mismatch')
      : undefined;
  const badLink =
    !token || (isApiError(save.error, 400) && save.error.code === 'auth.invalid_password_token');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.checks.submit();
    if (form.hasIssues() || confirmation !== password || save.isPending) return;
    save.mutate();
  };

  return (
    <AuthScreen title={t('passwords.setTitle')}>
      {save.isSuccess ? (
        <>
          <Alert tone="success">{t('passwords.done')}</Alert>
          <p>
            <Link to="/auth/login">{t('passwords.backToSignIn')}</Link>
          </p>
        </>
      ) : badLink ? (
        <>
          <Alert tone="error">{t('passwords.invalidLink')}</Alert>
          <p>
            <Link to="/auth/password-forgotten">{t('passwords.askNewLink')}</Link>
          </p>
        </>
      ) : (
        <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
          <Bound form={form} name="password">
            {({ onBlur: _leave, ...field }) => (
              <AuthField
                {...field}
                label={t('passwords.newPassword')}
                description={t('passwords.rules')}
                error={passwordError}
                type="password"
                autoComplete="new-password"
                isRequired
                isInvalid={passwordError !== undefined}
                autoFocus
              />
            )}
          </Bound>
          <Bound form={form} name="confirmation">
            {({ onBlur: _leave, ...field }) => (
              <AuthField
                {...field}
                label={t('passwords.confirmPassword')}
                error={confirmationError}
                type="password"
                autoComplete="new-password"
                isRequired
                isInvalid={confirmationError !== undefined}
              />
            )}
          </Bound>
          <AuthSubmit
            isPending={save.isPending}
            label={t('passwords.save')}
            pendingLabel={t('passwords.saving')}
          />
        </Form>
      )}
    </AuthScreen>
  );
}
