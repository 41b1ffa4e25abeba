import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@cargolens/i18n';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useLanguage } from './use-language';

const OPTIONS = LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }));

export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Select
      className={`language-switch language-switch--${tone}`}
      aria-label={t('user.language')}
      value={language}
      onChange={(key) => key && setLanguage(key as Language)}
    >
      <Button className="menu-button language-switch__button" data-testid="language-switch">
        <Icon name="globe" size={16} />
        <SelectValue />
        <Icon name="chevronDown" size={14} />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={OPTIONS}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.name} lang={option.id}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
