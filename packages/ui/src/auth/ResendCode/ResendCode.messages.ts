import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  noCode: None;
  resend: None;
  sent: None;
  failed: { message: MessageValue };
  unknownError: None;
}>({
  noCode: { id: 'resendCode.noCode', defaultMessage: "Didn't get a code?" },
  resend: { id: 'resendCode.resend', defaultMessage: 'Resend code' },
  sent: {
    id: 'resendCode.sent',
    defaultMessage:
      'We sent a new code. It may take a minute to arrive; the earlier code no longer works.',
  },
  failed: {
    id: 'resendCode.failed',
    defaultMessage: 'No new code was sent: {message}',
    description: "{message} is the server's reason, in the server's words",
  },
  unknownError: {
    id: 'resendCode.unknownError',
    defaultMessage: 'An unknown error occurred.',
    description: 'The reason no new code was sent when the server gave none',
  },
});
