import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'aiAdvisorCard.title', defaultMessage: 'AI advisor' },
  body: {
    id: 'aiAdvisorCard.body',
    defaultMessage:
      'Get strategy advice about your characters: who to train, who to sell and what to buy next.',
  },
  open: { id: 'aiAdvisorCard.open', defaultMessage: 'Ask the advisor' },
});
