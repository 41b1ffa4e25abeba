// @vitest-environment happy-dom-shared
// The login page's answers to a refused sign-in (platform-core §4, decision 0141), from the API's own error
// documents: the API's tests hold when it answers them (sessions.test.ts), the journeys that a right password
// signs in (auth.e2e.ts).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonApiError } from '../../test-support/fake-api';
import { renderScreen } from '../../test-support/render';
import { LoginPage } from './LoginPage';

const WRONG_CREDENTIALS = "Nom d'utilisateur ou mot de passe incorrect.";

function renderLogin() {
  const screenParts = renderScreen(<LoginPage />, { at: '/auth/login', path: '/auth/login' });
  const { user, fill } = screenParts;
  const signIn = async (username: string, password: string) => {
    await fill(screen.getByLabelText("Nom d'utilisateur"), username);
    await fill(screen.getByLabelText('Mot de passe'), password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  };
  return { ...screenParts, signIn };
}

describe('the login page, refusing a sign-in', () => {
  it('shows a clear error on a wrong password and stays on the login page', async () => {
    const api = fakeApi().on('POST', '/api/tokens', jsonApiError(401, { code: 'auth.invalid_credentials' }));
    const { router, signIn } = renderLogin();
    await signIn('shipper.admin', 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WRONG_CREDENTIALS, { normalizeWhitespace: true });
    expect(alert.textContent).toBe(WRONG_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(api.callsTo('POST', '/api/tokens')[0]?.headers.authorization).toMatch(/^Basic /);
  });

  it('tells on the login page how long to wait after too many failed sign-ins', async () => {
    // As the API answers (sign-in-throttle.ts): 401 for each of the ten failures, then 429 with the wait.
    let answered = 0;
    const api = fakeApi().on('POST', '/api/tokens', () => {
      answered += 1;
      return answered <= 10
        ? jsonApiError(401, { code: 'auth.invalid_credentials' })
        : jsonApiError(429, {
            code: 'http.too_many_requests',
            detail: 'Too many failed sign-ins; try again in 900 seconds',
          });
    });
    const { router, signIn } = renderLogin();
    for (let failure = 1; failure <= 10; failure++) {
      await signIn('nobody.locked', 'wrong-password');
      await waitFor(() => expect(api.callsTo('POST', '/api/tokens')).toHaveLength(failure));
      expect(await screen.findByText(WRONG_CREDENTIALS)).toBeInTheDocument();
    }
    await signIn('nobody.locked', 'any-password');
    const message = await screen.findByTestId('sign-in-throttled');
    expect(message.textContent).toMatch(
      /Trop de tentatives de connexion échouées\. Réessayez dans 1[45] min\./,
    );
    expect(screen.queryByText(WRONG_CREDENTIALS)).not.toBeInTheDocument();
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
