import type { Tokens } from '../../app/api/token-store';
import { api, endSession, queryClient, startSession, tokens } from '../../app/session';
import { basicCredentials } from './basic-credentials';

interface TokensDocument {
  data: { attributes: Tokens };
}

/** POST /api/tokens (decision 0001). A wrong password rejects with an ApiError of status 401. */
export async function signIn(username: string, password: string): Promise<void> {
  const document = await api.request<TokensDocument>('/tokens', {
    method: 'POST',
    auth: false,
    headers: { Authorization: basicCredentials(username, password) },
  });
  const { accessToken, refreshToken } = document.data.attributes;
  startSession({ accessToken, refreshToken });
}

/** Revokes the refresh token server-side when possible, then ends the session locally in any case. */
export async function signOut(): Promise<void> {
  const refreshToken = tokens.refresh();
  if (refreshToken) {
    await api
      .request('/tokens/refresh', { method: 'DELETE', body: { refreshToken }, toast: false })
      .catch(() => undefined);
  }
  await queryClient.cancelQueries();
  endSession();
}
