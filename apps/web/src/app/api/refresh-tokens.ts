import type { ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import { JSON_API } from './jsonapi';

/**
 * platform-core.txt §4: concurrent requests wait for ONE refresh, then retry with the new token;
 * a failed refresh logs the user out. Resolves to the new access token, or null when the session ended.
 */
export function createRefresher({ baseUrl, fetch, tokens, onSessionEnd }: ApiClientOptions) {
  let inFlight: Promise<string | null> | null = null;

  async function refreshOnce(): Promise<string | null> {
    const refreshToken = tokens.refresh();
    if (!refreshToken) return endSession();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/tokens/refresh`, {
        method: 'POST',
        headers: { Accept: JSON_API, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      // Offline is not a refusal: keep the session, the request fails as "disconnected".
      throw new ApiError('POST', '/tokens/refresh', 0);
    }
    if (!response.ok) return endSession();
    const body = (await response.json()) as { data?: { attributes?: Partial<Record<string, string>> } };
    const attributes = body.data?.attributes;
    if (!attributes?.accessToken || !attributes.refreshToken) return endSession();
    tokens.save({ accessToken: attributes.accessToken, refreshToken: attributes.refreshToken });
    return attributes.accessToken;
  }

  function endSession(): null {
    tokens.clear();
    onSessionEnd();
    return null;
  }

  return (): Promise<string | null> => {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
