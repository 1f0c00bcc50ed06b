export { AuthDivider, AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { GoogleButton, type GoogleButtonProps } from './GoogleButton';
export * from './LoginForm';
export * from './SignupForm';
export * from './VerifyEmailForm';
export * from './ForgotPasswordForm';
export * from './ResetPasswordForm';
export { ResendCode, type ResendCodeProps, type ResendState } from './ResendCode';
