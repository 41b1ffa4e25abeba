// Runs around every file of the web project (vitest.config.ts setupFiles). Component tests (`*.test.tsx`, on
// the DOM of happy-dom-environment.ts: `// @vitest-environment happy-dom-shared`) start each test as a fresh
// page would: no stored session or language, an empty query cache and toast queue, the whole French catalogue
// (the signed-in screens' blocks too), nothing rendered. A worker keeps its modules from file to file (decision
// 0218), so what must happen for every file is here; the plain `*.test.ts` files run on Node, where this does
// nothing.
// toBeInTheDocument(), toHaveTextContent()… for every file: matchers only, harmless on Node.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { changeLanguage } = await import('../app/i18n');
  const { queryClient } = await import('../app/session');
  const { toastQueue } = await import('../app/toasts');

  beforeEach(async () => {
    await changeLanguage('fr');
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toastQueue.clear();
    queryClient.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}
