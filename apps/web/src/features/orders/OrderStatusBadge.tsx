import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { orderStatusDisplay } from './status-display';

export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const { key, tone } = orderStatusDisplay(status);
  return (
    <Badge tone={tone} dot>
      {t(`orderStatus.${key}`)}
    </Badge>
  );
}
