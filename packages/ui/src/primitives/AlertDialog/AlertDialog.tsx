import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon, CheckIcon } from '../../icons';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { message as messageClass } from './AlertDialog.css';
import { messages } from './AlertDialog.messages';

export const alertTones = ['info', 'success', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertDialogProps {
  open: boolean;
  /** The notice itself, e.g. "Character sold successfully!". */
  message: ReactNode;
  onClose: () => void;
  tone?: AlertTone;
  /** Defaults to a title for the tone: Notice, Done, Something went wrong. */
  title?: ReactNode;
}

const titles = {
  info: messages.infoTitle,
  success: messages.successTitle,
  error: messages.errorTitle,
};

/**
 * What the product shows where the spec says "alert": a notice with one button, which the
 * dialog focuses on open (it is the first focusable element).
 */
export function AlertDialog({ open, message, onClose, tone = 'info', title }: AlertDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      hideCloseButton
      describedBy={messageId}
      title={title ?? intl.formatMessage(titles[tone])}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.ok)}</Button>}
    >
      <div className={messageClass({ tone })}>
        {tone === 'success' ? <CheckIcon /> : <AlertIcon />}
        <p id={messageId}>{message}</p>
      </div>
    </Dialog>
  );
}
