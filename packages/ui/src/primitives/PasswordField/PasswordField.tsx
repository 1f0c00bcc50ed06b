import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import { messages } from './PasswordField.messages';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      endAdornment={
        <IconButton
          size="sm"
          label={intl.formatMessage(visible ? messages.hide : messages.show)}
          icon={visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          onClick={() => setVisible((shown) => !shown)}
          // A disabled field takes nothing, its show-password button included.
          disabled={props.disabled}
        />
      }
    />
  );
}
