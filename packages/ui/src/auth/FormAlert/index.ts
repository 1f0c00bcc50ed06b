export { FormAlert, type FormAlertProps } from './FormAlert';
export { fieldOf, useFocusAfterRender } from './useFocusAfterRender';
export { useFormFields } from './useFormFields';
