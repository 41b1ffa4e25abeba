import packageJson from '../../../package.json';
import type { Tokens } from '../../app/api/token-store';
import { api, endSession, queryClient, startSession, tokens } from '../../app/session';
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
