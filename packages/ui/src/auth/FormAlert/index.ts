export { FormAlert, type FormAlertProps } from './FormAlert';
export { failureMessage } from './failureMessage';
export { fieldOf, useFocusAfterRender } from './useFocusAfterRender';
export { useFormFields, type FieldsCheck } from './useFormFields';
