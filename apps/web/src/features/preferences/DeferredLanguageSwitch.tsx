import { LANGUAGE_NAMES } from '@cargolens/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { Icon } from '../../ui/Icon';

const LanguageSwitch = lazy(async () => ({ default: (await import('./LanguageSwitch')).LanguageSwitch }));

/** Resolves after the browser has painted the current frame: requestAnimationFrame runs just before it. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The language menu for the login page. Its select, popover and list box weigh ~40 KiB compressed, more than
 * the form itself, so they are fetched once the form has painted (docs/decisions/0030-web-delivery.md);
 * until then an inert button of the same look and size holds their place.
 */
export function DeferredLanguageSwitch() {
  const { t } = useTranslation();
  const [load, setLoad] = useState(false);
  useEffect(() => afterNextPaint(() => setLoad(true)), []);
  const placeholder = (
    <div className="language-switch language-switch--light">
      <button
        type="button"
        className="menu-button language-switch__button"
        aria-label={t('user.language')}
        disabled
      >
        <Icon name="globe" size={16} />
        <span>{LANGUAGE_NAMES[currentLanguage()]}</span>
        <Icon name="chevronDown" size={14} />
      </button>
    </div>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageSwitch />
    </Suspense>
  );
}
