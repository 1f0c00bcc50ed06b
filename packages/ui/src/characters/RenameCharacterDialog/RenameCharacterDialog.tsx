import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { TextField } from '../../primitives/TextField';
import { messages } from './RenameCharacterDialog.messages';

export interface RenameCharacterDialogProps {
  open: boolean;
  /** The name the field starts with. */
  currentName: string;
  onClose: () => void;
  /** Called with the trimmed new name; never with an empty one. */
  onRename: (name: string) => void;
}

/** A dialog with one required field: the character's new name. */
export function RenameCharacterDialog({
  open,
  currentName,
  onClose,
  onRename,
}: RenameCharacterDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [name, setName] = useState(currentName);
  const [showError, setShowError] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Every opening starts from the current name, without an error.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setName(currentName);
      setShowError(false);
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setShowError(true);
      input.current?.focus();
      return;
    }
    onRename(trimmed);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={intl.formatMessage(messages.title)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <TextField
          ref={input}
          label={intl.formatMessage(messages.name)}
          value={name}
          required
          autoComplete="off"
          error={showError ? intl.formatMessage(messages.required) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (showError && event.target.value.trim()) setShowError(false);
          }}
        />
      </form>
    </Dialog>
  );
}
