import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../../primitives/Button';
import { FormAlert } from '../FormAlert';
import { fields } from './AuthLayout.css';

export interface AuthFormProps {
  /**
   * Called when the person submits while nothing is `submitting`, with the form (to find the
   * field to focus); the browser's own submit never happens.
   */
  onSubmit: (form: HTMLFormElement) => void;
  /** The alert's id: an invalid field points at it with aria-describedby. */
  alertId: string;
  alertRef?: Ref<HTMLDivElement>;
  /** The error above the fields; none when empty. */
  message: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** The call is running: the button is busy and a second submit does nothing. */
  submitting: boolean;
  /** The fields, one under the other, above the submit button. */
  children: ReactNode;
}

/** A signed-out screen's form: its alert, its fields and its full-width submit button. */
export function AuthForm({
  onSubmit,
  alertId,
  alertRef,
  message,
  submitLabel,
  submitting,
  children,
}: AuthFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(event.currentTarget);
  };
  return (
    <form noValidate onSubmit={handleSubmit}>
      <FormAlert ref={alertRef} id={alertId} message={message} />
      <div className={fields}>
        {children}
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
