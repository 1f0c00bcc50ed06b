import { useId, useState } from 'react';
import { fieldOf, useFocusAfterRender } from './useFocusAfterRender';

/** What a form's check makes of its fields: the values to send, or what to fix and where. */
export type FieldsCheck<Values, Valid, Error extends string> = (
  values: Values,
) => { ok: true; values: Valid } | { ok: false; error: Error; fields: readonly (keyof Values)[] };

/**
 * A form's text fields, checked on submit. `fieldProps` binds an input to its value and, while
 * the last check refused the field, marks it invalid and described by the form's alert
 * (`alertId`). `submit` sends the checked values to `onValid`, or keeps the refusal (`refused`,
 * the check's error) and focuses the first refused field in the order of `initial`.
 */
export function useFormFields<
  Values extends { [Field in keyof Values]: string },
  Valid,
  Error extends string,
>(initial: Values, check: FieldsCheck<Values, Valid, Error>, onValid: (values: Valid) => void) {
  const alertId = useId();
  const [values, setValues] = useState<Values>(initial);
  const [invalid, setInvalid] = useState<{
    error: Error;
    fields: readonly (keyof Values)[];
  } | null>(null);
  const focusAfterRender = useFocusAfterRender();

  const fieldProps = (field: keyof Values & string) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    ...(invalid?.fields.includes(field)
      ? { 'aria-invalid': true, 'aria-describedby': alertId }
      : {}),
  });

  const submit = (form: HTMLFormElement) => {
    const result = check(values);
    if (!result.ok) {
      setInvalid({ error: result.error, fields: result.fields });
      const order = Object.keys(initial) as (keyof Values & string)[];
      const first = order.find((field) => result.fields.includes(field));
      if (first) focusAfterRender(() => fieldOf(form, first));
      return;
    }
    setInvalid(null);
    onValid(result.values);
  };

  return { alertId, fieldProps, refused: invalid?.error, submit };
}
