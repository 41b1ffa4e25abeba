import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Orders · Cargolens": each screen names itself so tabs, history and screen readers can tell them apart. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
