import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { tourStatusDisplay } from './tour-display';

export function TourStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const { key, tone } = tourStatusDisplay(status);
  return (
    <Badge tone={tone} dot>
      {t(`tourStatus.${key}`)}
    </Badge>
  );
}
