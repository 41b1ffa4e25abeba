import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel empty-state" role="alert">
      <p className="empty-state__text">{message ?? t('app.loadError')}</p>
      {onRetry && (
        <Button className="button button--secondary" onPress={onRetry}>
          {t('app.retry')}
        </Button>
      )}
    </div>
  );
}
