import { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createApiClient } from './api/api-client';
import { isApiError } from './api/api-error';
import { createTokenStore, memoryStorage, type Tokens } from './api/token-store';
import { createImpersonationStore } from './impersonation';
import { forgetLoginHint, saveEndSessionUrl } from './sso-session';
import { showToast } from './toasts';

function browserStorage() {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

export const tokens = createTokenStore(browserStorage());

export const impersonation = createImpersonationStore(browserStorage(), {
  get: () => (typeof document === 'undefined' ? '' : document.cookie),
  set: (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser; one fixed cookie needs no escaping.
    if (typeof document !== 'undefined') document.cookie = value;
  },
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Only a lost connection (status 0, which shows no toast) is retried silently; a server answer is
      // final, so the user sees one toast per failure and decides to retry from the page.
      retry: (count, error) => count < 2 && isApiError(error, 0),
      refetchOnWindowFocus: false,
    },
  },
});

let goToLogin: () => void = () => window.location.assign('/auth/login');

/** The router registers how to reach /auth/login without a full reload. */
export function setLoginNavigator(navigate: () => void): void {
  goToLogin = navigate;
}

/**
 * platform-core.txt §4: session terminated or error → back to the login page, nothing cached. shipment-domain
 * §8: the user, no longer authenticated, has the SSO login-hint cookie removed on the way.
 */
export function endSession(): void {
  // A session that ends while impersonating ends the impersonation too: no banner on the next sign-in.
  if (impersonation.active()) impersonation.end();
  forgetLoginHint();
  saveEndSessionUrl(null);
  if (tokens.access() || tokens.refresh()) tokens.clear();
  queryClient.clear();
  goToLogin();
}

export const api = createApiClient({
  baseUrl: '/api',
  fetch: (url, init) => window.fetch(url, init),
  tokens,
  onSessionEnd: endSession,
  onToast: showToast,
});

export function startSession(received: Tokens): void {
  queryClient.clear();
  tokens.save(received);
}

const hasSession = () => tokens.access() !== null;

export function useSignedIn(): boolean {
  return useSyncExternalStore(tokens.subscribe, hasSession, hasSession);
}
