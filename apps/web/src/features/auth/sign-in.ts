import packageJson from '../../../package.json';
import type { Tokens } from '../../app/api/token-store';
import { api, endSession, queryClient, startSession, tokens } from '../../app/session';
import { rememberLoginHint, saveEndSessionUrl, takeEndSessionUrl } from '../../app/sso-session';
import { basicCredentials } from './basic-credentials';

const DEVICE_UUID_KEY = 'cargolens.deviceUuid';

/** The id this browser keeps for itself, so its sign-ins read as one device in the browser logs. */
function deviceUuid(): string | undefined {
  try {
    let uuid = window.localStorage.getItem(DEVICE_UUID_KEY);
    if (!uuid) {
      uuid = crypto.randomUUID();
      window.localStorage.setItem(DEVICE_UUID_KEY, uuid);
    }
    return uuid;
  } catch {
    return undefined;
  }
}

interface TokensDocument {
  data: { attributes: Tokens };
}

/** POST /api/tokens (decision 0001). A wrong password rejects with an ApiError of status 401. */
export async function signIn(username: string, password: string): Promise<void> {
  const uuid = deviceUuid();
  const document = await api.request<TokensDocument>('/tokens', {
    method: 'POST',
    auth: false,
    // What the device session records besides the User-Agent (platform-core §3 Device session).
    headers: {
      Authorization: basicCredentials(username, password),
      'X-App-Version': packageJson.version,
      ...(uuid ? { 'X-Device-Uuid': uuid } : {}),
    },
  });
  const { accessToken, refreshToken } = document.data.attributes;
  startSession({ accessToken, refreshToken });
}

interface SsoTokensDocument {
  data: { attributes: Tokens & { loginHint: string; endSessionUrl: string | null } };
}

/**
 * POST /api/sso/tokens: hands the provider's answer (code, state, iss) to the API, which finishes the code
 * flow and answers Cargolens tokens. Rejects with an ApiError (401 failed, 403 no such user, 404 no hint).
 */
export async function finishSingleSignOn(callback: URLSearchParams): Promise<void> {
  const iss = callback.get('iss');
  const document = await api.request<SsoTokensDocument>('/sso/tokens', {
    method: 'POST',
    auth: false,
    toast: false,
    body: {
      data: {
        type: 'sso-callbacks',
        attributes: {
          code: callback.get('code') ?? '',
          state: callback.get('state') ?? '',
          ...(iss ? { iss } : {}),
        },
      },
    },
  });
  const { accessToken, refreshToken, loginHint, endSessionUrl } = document.data.attributes;
  startSession({ accessToken, refreshToken });
  rememberLoginHint(loginHint);
  saveEndSessionUrl(endSessionUrl);
}

/**
 * Revokes the refresh token server-side when possible, then ends the session locally in any case. A single
 * sign-on session then ends at the provider too, which sends the browser back to /auth/sso/{hint}?loginAuto=false.
 */
export async function signOut(): Promise<void> {
  const endSessionUrl = takeEndSessionUrl();
  const refreshToken = tokens.refresh();
  if (refreshToken) {
    await api
      .request('/tokens/refresh', { method: 'DELETE', body: { refreshToken }, toast: false })
      .catch(() => undefined);
  }
  await queryClient.cancelQueries();
  endSession();
  if (endSessionUrl) window.location.assign(endSessionUrl);
}
