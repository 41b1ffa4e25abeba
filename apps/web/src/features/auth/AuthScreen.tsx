// The frame of the signed-out screens beside the login page: the brand panel, the language switch, one card.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredLanguageSwitch } from '../preferences/DeferredLanguageSwitch';
import './login.css';

export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login">
      <aside className="login__brand" aria-hidden="true">
        <div className="login__logo">Cargolens</div>
        <p className="login__tagline">{t('auth.subtitle')}</p>
      </aside>
      <main className="login__main" id="main">
        <div className="login__language">
          <DeferredLanguageSwitch />
        </div>
        <div className="login__card">
          <h1 className="login__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
