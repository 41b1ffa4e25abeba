// Start and end an impersonation (decision 0142): the API gives tokens for the user, the app keeps the
// administrator's aside and marks the browser with the impersonation cookie until "return to my account".
import type { Tokens } from '../../app/api/token-store';
import { api, impersonation, queryClient, startSession, tokens } from '../../app/session';

interface TokensDocument {
  data: { attributes: Tokens };
}

export async function startImpersonation(userId: string, returnTo: string): Promise<void> {
  const own = { accessToken: tokens.access(), refreshToken: tokens.refresh() };
  const document = await api.request<TokensDocument>(`/tokens/impersonation/${encodeURIComponent(userId)}`);
  if (own.accessToken && own.refreshToken)
    impersonation.start({ accessToken: own.accessToken, refreshToken: own.refreshToken }, returnTo);
  const { accessToken, refreshToken } = document.data.attributes;
  startSession({ accessToken, refreshToken });
}

/** Revokes the impersonation's refresh token and takes the administrator's own session back. */
export async function endImpersonation(): Promise<string> {
  const refreshToken = tokens.refresh();
  if (refreshToken)
    await api
      .request('/tokens/refresh', { method: 'DELETE', body: { refreshToken }, toast: false })
      .catch(() => undefined);
  await queryClient.cancelQueries();
  const own = impersonation.end();
  if (!own) {
    tokens.clear();
    queryClient.clear();
    return '/auth/login';
  }
  startSession({ accessToken: own.accessToken, refreshToken: own.refreshToken });
  return own.returnTo;
}
