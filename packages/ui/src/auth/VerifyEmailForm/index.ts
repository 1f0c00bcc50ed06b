export {
  sanitizeCode,
  validateVerification,
  verificationCodeLength,
  VerifyEmailForm,
  type VerifyEmailFormProps,
  type VerifyEmailFormValues,
  type VerifyEmailValidation,
} from './VerifyEmailForm';
