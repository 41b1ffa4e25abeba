import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { PageHeader } from './PageHeader';

/** The one placeholder every screen that is not built yet shows, so users are never left guessing. */
export function NotBuilt({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <section className="panel empty-state" aria-labelledby="not-built-text">
        <Icon name="construction" size={40} className="empty-state__icon" />
        <p id="not-built-text" className="empty-state__text">
          {t('notBuilt.text')}
        </p>
      </section>
    </>
  );
}
