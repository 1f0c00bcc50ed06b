import { useState } from 'react';

/**
 * A form's text fields: their values, and the props that bind each input to its value and, while
 * it is one of `invalid`, mark it invalid and described by the form's alert (`alertId`).
 */
export function useFormFields<Values extends { [Field in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const fieldProps = (
    field: keyof Values & string,
    invalid: readonly string[] | undefined,
    alertId: string,
  ) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    ...(invalid?.includes(field) ? { 'aria-invalid': true, 'aria-describedby': alertId } : {}),
  });
  return { values, fieldProps };
}
