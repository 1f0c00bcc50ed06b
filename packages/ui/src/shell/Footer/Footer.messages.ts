import { defineMessages } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  about: None;
  support: None;
  terms: None;
  copyright: { year: string };
}>({
  about: { id: 'footer.about', defaultMessage: 'About' },
  support: { id: 'footer.support', defaultMessage: 'Support' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms' },
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} izi. All rights reserved.',
    description: '{year} arrives formatted in the locale\'s digits; "izi" stays Latin',
  },
});
