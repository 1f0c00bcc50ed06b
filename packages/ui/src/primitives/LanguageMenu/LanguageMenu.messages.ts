import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'languageMenu.label',
    defaultMessage: 'Language',
    description: 'Names the language menu button, before the current language',
  },
});
