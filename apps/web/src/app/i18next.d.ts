import type { Messages } from '@cargolens/i18n';
import 'i18next';

// Every t('…') key is checked against the reference catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
