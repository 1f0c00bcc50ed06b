import { defineMessages } from 'react-intl';

/** The app's side of converting tokens. */
export const convertMessages = defineMessages<{
  converted: { amount: string; from: string; received: string; to: string };
  failed: Record<never, never>;
}>({
  converted: {
    id: 'app.convertTokens.converted',
    defaultMessage: 'Converted {amount} {from} into {received} {to}.',
    description:
      '{amount} and {received} are numbers; {from} and {to} are iziDol or iziDot (Latin letters)',
  },
  failed: { id: 'app.convertTokens.failed', defaultMessage: 'The conversion failed. Try again.' },
});
