import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { messages } from './ConfirmDialog.messages';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Are you sure you want to sell this character?". */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** A destructive action gets a danger button. */
  destructive?: boolean;
  /** The confirmed action is running: Cancel and Esc do nothing until it ends. */
  busy?: boolean;
}

const ignore = () => {};

/**
 * What the product shows where the spec says "confirm". Focus starts on Cancel (the first
 * button, which the dialog focuses on open), so that a stray Enter never confirms something
 * that cannot be undone.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? ignore : onCancel}
      role="alertdialog"
      size="sm"
      hideCloseButton
      describedBy={messageId}
      title={title ?? intl.formatMessage(messages.title)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Dialog>
  );
}
