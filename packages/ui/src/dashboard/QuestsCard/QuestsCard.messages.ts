import { defineMessages, type MessageValue } from 'react-intl';

export const messages = defineMessages<{
  title: Record<never, never>;
  firstIncome: Record<never, never>;
  teamOfFive: Record<never, never>;
  maxMedallion: Record<never, never>;
  reward: { amount: MessageValue };
  completed: Record<never, never>;
}>({
  title: { id: 'questsCard.title', defaultMessage: 'Active quests' },
  firstIncome: {
    id: 'questsCard.firstIncome',
    defaultMessage: 'Collect your first daily income',
    description: 'A quest title',
  },
  teamOfFive: {
    id: 'questsCard.teamOfFive',
    defaultMessage: 'Build a team of five characters',
    description: 'A quest title',
  },
  maxMedallion: {
    id: 'questsCard.maxMedallion',
    defaultMessage: 'Raise a medallion to its maximum level',
    description: 'A quest title',
  },
  reward: {
    id: 'questsCard.reward',
    defaultMessage: 'Reward: {amount}',
    description: '{amount} is an amount of iziDot',
  },
  completed: { id: 'questsCard.completed', defaultMessage: 'Completed' },
});
