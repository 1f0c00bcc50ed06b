export { AuthForm, type AuthFormProps } from './AuthForm';
export { AuthDivider, AuthLayout, type AuthLayoutProps, type AuthScreenProps } from './AuthLayout';
export { AuthBackLink, AuthSwitch } from './AuthLinks';
export { usernameInputProps } from './usernameInputProps';
