import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.notFoundTitle'));
  return (
    <>
      <PageHeader title={t('app.notFoundTitle')} />
      <section className="panel empty-state">
        <p className="empty-state__text">{t('app.notFoundText')}</p>
        <Link className="button button--secondary" to="/orders">
          {t('app.backHome')}
        </Link>
      </section>
    </>
  );
}
