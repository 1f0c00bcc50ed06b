import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon } from '../../icons';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** A visible label; it also names the input. */
  label: ReactNode;
  /** A hint under the label, tied to the input by aria-describedby. */
  description?: ReactNode;
  /** An error under the input, tied to it by aria-describedby; marks the input invalid. */
  error?: ReactNode;
  /** Something at the inline start of the input (an icon). */
  startAdornment?: ReactNode;
  /** Something at the inline end of the input (a unit, a show-password button). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  error,
  startAdornment,
  endAdornment,
  id,
  className,
  type = 'text',
  'aria-describedby': ownDescribedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  // The caller's own ids (a form alert, a hint elsewhere) join the field's, never replace them.
  const describedBy =
    [description ? descriptionId : null, ownDescribedBy, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  // A field a form marks invalid itself (its message lives elsewhere) looks invalid too.
  const invalid =
    Boolean(error) || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <div className={styles.control} data-invalid={invalid ? 'true' : undefined}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          id={inputId}
          type={type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {error && (
        <span id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          {error}
        </span>
      )}
    </div>
  );
}
