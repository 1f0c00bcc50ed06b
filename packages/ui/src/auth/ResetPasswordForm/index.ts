export {
  ResetPasswordForm,
  validateReset,
  type ResetPasswordFormProps,
  type ResetPasswordFormValues,
  type ResetPasswordValidation,
} from './ResetPasswordForm';
