// The DOM of the web's component tests (`// @vitest-environment happy-dom-shared`, vitest.config.ts): Vitest's
// happy-dom environment, but one window per worker, kept from file to file. A worker keeps its modules between
// files (decision 0218), and React, React Aria and Testing Library keep what they first met (the window's
// timers, its document); a window closed after the first file would leave the next files' renders stalled.
// Each file still starts on an empty page: its body, storage and pending timers go when it ends.
import type { Environment } from 'vitest/environments';
import { populateGlobal } from 'vitest/environments';

type SharedWindow = import('happy-dom').Window;
const SHARED = Symbol.for('cargolens.web.happyDomWindow');
const holder = globalThis as typeof globalThis & { [SHARED]?: SharedWindow };

async function sharedWindow(): Promise<SharedWindow> {
  if (!holder[SHARED]) {
    const { GlobalWindow } = await import('happy-dom');
    const win = new GlobalWindow({
      url: 'http://localhost:3000',
      console: globalThis.console,
      settings: { disableErrorCapturing: true },
    });
    // As Vitest's own happy-dom environment: some dependencies expect Node's Buffer.
    (win as unknown as { Buffer: typeof Buffer }).Buffer = Buffer;
    holder[SHARED] = win as unknown as SharedWindow;
  }
  return holder[SHARED];
}

export default {
  name: 'happy-dom-shared',
  transformMode: 'web',
  async setup(global) {
    const win = await sharedWindow();
    const { keys, originals } = populateGlobal(global, win, {
      bindFunctions: true,
      additionalKeys: ['Request', 'Response', 'MessagePort', 'fetch'],
    });
    return {
      async teardown(global) {
        await win.happyDOM.abort();
        win.document.head.innerHTML = '';
        win.document.body.innerHTML = '';
        win.localStorage.clear();
        win.sessionStorage.clear();
        for (const key of keys) delete global[key];
        originals.forEach((value, key) => {
          global[key] = value;
        });
      },
    };
  },
} satisfies Environment;
