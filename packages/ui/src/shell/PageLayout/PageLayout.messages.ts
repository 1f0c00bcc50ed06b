import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  skipToMain: { id: 'pageLayout.skipToMain', defaultMessage: 'Skip to main content' },
});
