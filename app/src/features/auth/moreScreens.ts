// The signed-out screens after login: signup, email verification and password recovery.
export { ForgotPasswordForm, ResetPasswordForm, SignupForm, VerifyEmailForm } from '@izi/ui';
