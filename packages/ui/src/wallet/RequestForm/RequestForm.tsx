import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { NumberField } from '../../primitives/NumberField';
import { TextField } from '../../primitives/TextField';
import * as styles from './RequestForm.css';
import { messages } from './RequestForm.messages';
import {
  validateRequest,
  type RequestErrors,
  type RequestMode,
  type RequestValues,
  type UsdtRequest,
} from './validateRequest';

export interface RequestFormProps {
  /** The dialog is shown. Closing it (cancel, Esc, the close button) forgets what was typed. */
  open: boolean;
  /** Deposit (asks for a transaction proof) or withdrawal (asks for a wallet address). */
  mode: RequestMode;
  /** The request is on its way: the submit button says so and ignores presses; fields are read-only. */
  submitting?: boolean;
  /** The server's message after a failed request, shown as "Error: {message}"; typing is kept. */
  error?: string | null;
  /**
   * A valid request: `{ type: 'withdrawal', amount, address }` or
   * `{ type: 'deposit', amount, proof }`, amount a number above zero, text trimmed.
   */
  onSubmit: (request: UsdtRequest) => void;
  /** Cancel, Esc or the close button. */
  onCancel: () => void;
}

/**
 * The USDT deposit or withdrawal request, as a modal dialog opened from the iziDol card: the
 * form's fields live and die with the dialog, so each opening starts empty, while a failed
 * submit keeps everything typed.
 */
export function RequestForm({
  open,
  mode,
  submitting = false,
  error,
  onSubmit,
  onCancel,
}: RequestFormProps) {
  const intl = useIntl();
  const formId = useId();
  const introId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      describedBy={introId}
      title={intl.formatMessage(
        mode === 'deposit' ? messages.depositTitle : messages.withdrawalTitle,
      )}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </>
      }
    >
      <RequestFormBody
        key={mode}
        id={formId}
        introId={introId}
        mode={mode}
        submitting={submitting}
        error={error}
        onSubmit={onSubmit}
      />
    </Dialog>
  );
}

interface RequestFormBodyProps {
  id: string;
  introId: string;
  mode: RequestMode;
  submitting: boolean;
  error?: string | null;
  onSubmit: (request: UsdtRequest) => void;
}

function RequestFormBody({ id, introId, mode, submitting, error, onSubmit }: RequestFormBodyProps) {
  const intl = useIntl();
  const [values, setValues] = useState<RequestValues>({ amount: '', detail: '' });
  const [errors, setErrors] = useState<RequestErrors>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof RequestValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const check = validateRequest(mode, values);
    if (!check.ok) {
      setErrors(check.errors);
      (check.errors.amount ? amountRef : detailRef).current?.focus();
      return;
    }
    setErrors({});
    onSubmit(check.request);
  };

  const withdrawal = mode === 'withdrawal';
  return (
    <form id={id} className={styles.form} noValidate onSubmit={handleSubmit}>
      <p id={introId} className={styles.intro}>
        {intl.formatMessage(withdrawal ? messages.withdrawalIntro : messages.depositIntro)}
      </p>
      <NumberField
        ref={amountRef}
        name="amount"
        label={intl.formatMessage(messages.amount)}
        unit={intl.formatMessage(messages.usdt)}
        value={values.amount}
        onChange={change('amount')}
        readOnly={submitting}
        required
        error={errors.amount && intl.formatMessage(messages[errors.amount])}
      />
      <TextField
        ref={detailRef}
        name={withdrawal ? 'address' : 'proof'}
        label={intl.formatMessage(withdrawal ? messages.address : messages.proof)}
        description={intl.formatMessage(withdrawal ? messages.addressHint : messages.proofHint)}
        value={values.detail}
        onChange={change('detail')}
        readOnly={submitting}
        required
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        error={errors.detail && intl.formatMessage(messages[errors.detail])}
      />
      {error && (
        <p role="alert" className={styles.failure}>
          <AlertIcon className={styles.failureIcon} size={18} />
          <span>
            {intl.formatMessage(messages.failed, {
              message: <bdi key="message">{error}</bdi>,
            })}
          </span>
        </p>
      )}
    </form>
  );
}
