import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ button: { language: string } }>({
  button: {
    id: 'languageMenu.button',
    defaultMessage: 'Language: {language}',
    description: 'Names the language menu button; {language} is the current one, named in itself',
  },
});
