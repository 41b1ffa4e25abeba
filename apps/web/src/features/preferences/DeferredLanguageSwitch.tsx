import { LANGUAGE_NAMES } from '@cargolens/i18n';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { Icon } from '../../ui/Icon';
import './language-switch.css';

const LanguageSwitch = lazy(async () => ({ default: (await import('./LanguageSwitch')).LanguageSwitch }));

/**
 * The language menu for the login page. Its select, popover and list box weigh ~40 KiB compressed, more than
 * the form itself, so they load just after the form is usable (docs/decisions/0030-web-delivery.md);
 * meanwhile an inert button of the same look and size holds their place.
 */
export function DeferredLanguageSwitch() {
  const { t } = useTranslation();
  const placeholder = (
    <div className="language-switch language-switch--light">
      <button type="button" className="language-switch__button" aria-label={t('user.language')} disabled>
        <Icon name="globe" size={16} />
        <span>{LANGUAGE_NAMES[currentLanguage()]}</span>
        <Icon name="chevronDown" size={14} />
      </button>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <LanguageSwitch />
    </Suspense>
  );
}
