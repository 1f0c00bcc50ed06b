export { FormAlert, type FormAlertProps } from './FormAlert';
export { fieldOf, useFocusAfterRender } from './useFocusAfterRender';
