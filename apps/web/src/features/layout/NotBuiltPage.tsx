import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { NotBuilt } from '../../ui/NotBuilt';
import type { NavItem } from './nav-items';

export function NotBuiltPage({ label }: { label: NavItem['label'] }) {
  const { t } = useTranslation();
  const title = t(`nav.${label}`);
  useDocumentTitle(title);
  return <NotBuilt title={title} />;
}
