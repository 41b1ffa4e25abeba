import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { removesAccessToken } from './api/token-store';
import { i18n } from './i18n';
import { endSession, queryClient } from './session';
import { Toaster } from './Toaster';

/** react-aria formats and announces in the same locale as the catalogues. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <I18nProvider locale={current.language}>{children}</I18nProvider>;
}

/** platform-core.txt §4: another tab removing the access token ends this tab's session too. */
function useCrossTabLogout() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && removesAccessToken(event)) endSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function Providers({ children }: { children: ReactNode }) {
  useCrossTabLogout();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AriaLocale>
          {children}
          <Toaster />
        </AriaLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
