import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FeatureToastKey, ToastSpec } from './api/error-toasts';
import { toastQueue } from './toasts';

/** Toast texts live in the `toast` section, or in a feature's own section when they name one. */
function textKey(
  text: ToastSpec['text'],
): FeatureToastKey | `toast.${Exclude<ToastSpec['text'], FeatureToastKey>}` {
  return text.includes('.')
    ? (text as FeatureToastKey)
    : `toast.${text as Exclude<ToastSpec['text'], FeatureToastKey>}`;
}

export function Toaster() {
  const { t } = useTranslation();
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label={t('toast.region')}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone}`}>
          <ToastContent className="toast__content">
            <Text slot="title" className="toast__title">
              {t(`toast.${toast.content.title}`)}
            </Text>
            <Text slot="description" className="toast__text">
              {t(textKey(toast.content.text))}
            </Text>
          </ToastContent>
          <Button slot="close" className="toast__close" aria-label={t('toast.close')}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
