import { useIntl } from 'react-intl';
import { GlobeIcon } from '../../icons';
import { localeNames, locales, type Locale } from '../../i18n/locale';
import { Menu } from '../Menu';
import { messages } from './LanguageMenu.messages';

export interface LanguageMenuProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/** A choice of language where each language is named in itself (English, Español, فارسی…). */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const intl = useIntl();
  return (
    <Menu
      kind="radio"
      icon={<GlobeIcon size={18} />}
      buttonLabel={intl.formatMessage(messages.button, { language: localeNames[value] })}
      label={<span lang={value}>{localeNames[value]}</span>}
      items={locales.map((locale) => ({
        id: locale,
        label: localeNames[locale],
        textValue: localeNames[locale],
        lang: locale,
        checked: locale === value,
      }))}
      onSelect={(id) => {
        const chosen = locales.find((locale) => locale === id);
        if (chosen && chosen !== value) onChange(chosen);
      }}
    />
  );
}
