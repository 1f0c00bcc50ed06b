import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'advisorModal.title',
    defaultMessage: 'AI Advisor',
    description: 'Title of the AI advisor dialog',
  },
  intro: {
    id: 'advisorModal.intro',
    defaultMessage: 'The advisor studies your characters and suggests a strategy.',
    description: 'Shown before the analysis has been asked for',
  },
  analyze: {
    id: 'advisorModal.analyze',
    defaultMessage: 'Analyze my characters',
    description: 'Button that asks the advisor for an analysis',
  },
  loading: {
    id: 'advisorModal.loading',
    defaultMessage: 'Analyzing your characters…',
    description: 'Shown while the advisor prepares its analysis',
  },
  failed: {
    id: 'advisorModal.failed',
    defaultMessage: 'Analysis Failed',
    description: 'The analysis could not be made',
  },
  failedHint: {
    id: 'advisorModal.failedHint',
    defaultMessage: 'The advisor could not analyze your characters this time.',
    description: 'Under "Analysis Failed"',
  },
  retry: {
    id: 'advisorModal.retry',
    defaultMessage: 'Try again',
    description: 'Asks the advisor again after a failure',
  },
  empty: {
    id: 'advisorModal.empty',
    defaultMessage: 'The advisor has nothing to say yet.',
    description: 'Shown when the analysis came back empty',
  },
});
