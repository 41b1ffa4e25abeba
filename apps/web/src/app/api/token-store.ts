/** Storage keys carry the product prefix (shipment-domain.txt §3, "Cookies and storage keys"). */
export const ACCESS_TOKEN_KEY = 'cargolens.accessToken';
export const REFRESH_TOKEN_KEY = 'cargolens.refreshToken';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  access(): string | null;
  refresh(): string | null;
  save(tokens: Tokens): void;
  clear(): void;
  /** Called on every change made through this store; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    access: () => storage.getItem(ACCESS_TOKEN_KEY),
    refresh: () => storage.getItem(REFRESH_TOKEN_KEY),
    save({ accessToken, refreshToken }) {
      storage.setItem(ACCESS_TOKEN_KEY, accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
      notify();
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * platform-core.txt §4: a storage event removing the access token logs out. Another tab signing out
 * removes the key (key set, newValue null); `localStorage.clear()` reports a null key.
 */
export function removesAccessToken(event: { key: string | null; newValue: string | null }): boolean {
  return event.key === null || (event.key === ACCESS_TOKEN_KEY && event.newValue === null);
}

/** A Storage for tests and for browsers that refuse localStorage. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
