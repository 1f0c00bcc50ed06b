import { Button } from '../Button';

export interface DialogFormButtonsProps {
  /** The id of the dialog's form, which the confirm button submits. */
  formId: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  /** The confirmed action is running: confirm is busy and cancel waits for it. */
  busy: boolean;
  /** Nothing can be confirmed yet. */
  confirmDisabled?: boolean;
}

/** A form dialog's footer: Cancel, and the button that submits the form. */
export function DialogFormButtons({
  formId,
  cancelLabel,
  confirmLabel,
  onCancel,
  busy,
  confirmDisabled = false,
}: DialogFormButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} loading={busy} disabled={confirmDisabled}>
        {confirmLabel}
      </Button>
    </>
  );
}
