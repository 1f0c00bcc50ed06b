import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';
import { messages } from './Dialog.messages';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  open: boolean;
  /** Asked to close: Esc, the close button. The owner decides by setting `open`. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the end of the dialog. */
  footer?: ReactNode;
  size?: DialogSize;
  /** `alertdialog` for messages that interrupt and want an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button (an alert dialog closes through its own buttons). */
  hideCloseButton?: boolean;
  /** Id of the element that describes the dialog (its message). */
  describedBy?: string;
}

/**
 * A modal on the native `<dialog>`: the browser moves focus in, traps it, and makes the rest of
 * the page inert; Esc asks the owner to close; focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  hideCloseButton = false,
  describedBy,
}: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  /** The unmount cleanup closed the dialog: its later `close` event is not the browser's. */
  const closedByUnmount = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing by unmounting (the owner removes the dialog) also gives focus back. The dialog is
  // closed first: while it is still modal, the rest of the page is inert and cannot take focus
  // (the opener would lose it to <body>, and the next notice would have no opener to return to).
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        closedByUnmount.current = true;
        dialog.close();
      }
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, []);

  // Esc is handled here rather than left to the browser's `cancel`, so that the owner always
  // decides (Chromium closes regardless on a second unanswered `cancel`).
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const handleClose = () => {
    // The close of the cleanup above (in StrictMode the dialog is mounted again and stays open).
    if (closedByUnmount.current) {
      closedByUnmount.current = false;
      return;
    }
    // The browser dispatches `close` as a task of its own: a dialog shown again since its close()
    // is open, and the late event is not for it.
    if (ref.current?.open) return;
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    // Closed by the browser itself (a form with method=dialog): tell the owner.
    if (open) onClose();
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={styles.dialog({ size })}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onClose={handleClose}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && (
              <IconButton
                className={styles.closeButton}
                label={intl.formatMessage(messages.close)}
                icon={<CloseIcon />}
                size="sm"
                onClick={onClose}
              />
            )}
          </div>
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
