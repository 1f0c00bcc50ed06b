import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon } from '../../icons';
import { Dialog } from '../../primitives/Dialog';
import { DialogFormButtons } from '../../primitives/Dialog/DialogFormButtons';
import { TextField } from '../../primitives/TextField';
import type { ReviewDecision, ReviewTarget } from '../model';
import * as styles from './OperatorConsole.css';
import { reviewMessages } from './OperatorConsole.messages';
import { reviewActionLabels } from './QueueSection';
import { decide, needsReason } from './validateReview';

export interface ReviewDialogProps {
  /** The review to confirm; null closes the dialog (and forgets what was typed). */
  target: ReviewTarget | null;
  /** What is reviewed, e.g. "Deposit · 100.00 USDT" or "Order 12", and whose it is. */
  subject?: string;
  person?: string;
  onConfirm: (decision: ReviewDecision) => void;
  onCancel: () => void;
  /** The review is on its way: confirm shows progress; going back waits for it. */
  busy?: boolean;
  /** Someone reviewed it first (a 409): says so. */
  conflict?: boolean;
  /** The server's refusal, shown as "Error: {message}"; what was typed is kept. */
  error?: string | null;
}

const titles = {
  approve: reviewMessages.approveTitle,
  reject: reviewMessages.rejectTitle,
  deliver: reviewMessages.deliverTitle,
  cancel: reviewMessages.cancelTitle,
} as const;
const intros = {
  approve: reviewMessages.approveIntro,
  reject: reviewMessages.rejectIntro,
  deliver: reviewMessages.deliverIntro,
  cancel: reviewMessages.cancelIntro,
} as const;

const ignore = () => {};

/**
 * The confirmation of a review, on the native dialog: reject and cancel ask for a reason (the
 * person sees it), approve takes an optional note, deliver only asks to confirm.
 */
export function ReviewDialog({
  target,
  subject,
  person,
  onConfirm,
  onCancel,
  busy = false,
  conflict = false,
  error,
}: ReviewDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const introId = useId();
  const action = target?.action ?? 'approve';
  return (
    <Dialog
      open={target !== null}
      onClose={busy ? ignore : onCancel}
      size="sm"
      describedBy={introId}
      title={intl.formatMessage(titles[action])}
      footer={
        <DialogFormButtons
          formId={formId}
          cancelLabel={intl.formatMessage(reviewMessages.back)}
          confirmLabel={intl.formatMessage(reviewActionLabels[action])}
          onCancel={onCancel}
          busy={busy}
        />
      }
    >
      {target && (
        <ReviewForm
          key={`${target.action}:${target.id}`}
          id={formId}
          introId={introId}
          target={target}
          subject={subject}
          person={person}
          busy={busy}
          conflict={conflict}
          error={error}
          onConfirm={onConfirm}
        />
      )}
    </Dialog>
  );
}

interface ReviewFormProps {
  id: string;
  introId: string;
  target: ReviewTarget;
  subject?: string | undefined;
  person?: string | undefined;
  busy: boolean;
  conflict: boolean;
  error?: string | null | undefined;
  onConfirm: (decision: ReviewDecision) => void;
}

function ReviewForm({
  id,
  introId,
  target,
  subject,
  person,
  busy,
  conflict,
  error,
  onConfirm,
}: ReviewFormProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const reason = needsReason(target.action);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const decision = decide(target, text);
    if (!decision) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(decision);
  };

  return (
    <form id={id} className={styles.form} noValidate onSubmit={submit}>
      {subject && person && (
        <p className={styles.value}>
          {intl.formatMessage(reviewMessages.subject, {
            subject: <strong key="subject">{subject}</strong>,
            person: <bdi key="person">{person}</bdi>,
          })}
        </p>
      )}
      <p id={introId} className={styles.muted}>
        {intl.formatMessage(intros[target.action])}
      </p>
      {target.action !== 'deliver' && (
        <TextField
          ref={field}
          name={reason ? 'reason' : 'note'}
          label={intl.formatMessage(reason ? reviewMessages.reason : reviewMessages.note)}
          description={intl.formatMessage(
            reason ? reviewMessages.reasonHint : reviewMessages.noteHint,
          )}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          readOnly={busy}
          required={reason}
          autoComplete="off"
          error={missing ? intl.formatMessage(reviewMessages.reasonRequired) : undefined}
        />
      )}
      {(conflict || error) && (
        <p role="alert" className={styles.failure}>
          <AlertIcon size={18} />
          <span>
            {conflict
              ? intl.formatMessage(reviewMessages.conflict)
              : intl.formatMessage(reviewMessages.failed, {
                  message: <bdi key="message">{error}</bdi>,
                })}
          </span>
        </p>
      )}
    </form>
  );
}
