import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';

/** Shown when a screen throws while rendering: the app stays usable instead of going blank. */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('toast.defaultTitle'));
  return (
    <main id="main" className="route-error">
      <section className="panel empty-state" role="alert">
        <h1 className="page-header__title">{t('toast.defaultTitle')}</h1>
        <p className="empty-state__text">{t('toast.defaultText')}</p>
        <a className="button button--secondary" href="/orders">
          {t('app.backHome')}
        </a>
      </section>
    </main>
  );
}
