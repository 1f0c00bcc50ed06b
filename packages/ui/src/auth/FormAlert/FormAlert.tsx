import type { ReactNode, Ref } from 'react';
import { AlertIcon } from '../../icons';
import * as styles from './FormAlert.css';

export interface FormAlertProps {
  /** Fields that the message is about point at this id with aria-describedby. */
  id: string;
  /** The error; nothing is shown (and the region stays empty) without one. */
  message?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form's error, next to the form: a `role="alert"` region that is always in the page, so that
 * a screen reader announces a message the moment it appears. It can take focus (tabIndex -1)
 * when there is no field to send the person to.
 */
export function FormAlert({ id, message, ref }: FormAlertProps) {
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className={styles.region}>
      {message ? (
        <div className={styles.message}>
          <AlertIcon size={18} className={styles.icon} />
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}
