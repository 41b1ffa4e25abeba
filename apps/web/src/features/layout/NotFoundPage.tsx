import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('app.notFoundTitle')}
      text={t('app.notFoundText')}
      back={{ to: '/orders', label: t('app.backHome') }}
    />
  );
}
