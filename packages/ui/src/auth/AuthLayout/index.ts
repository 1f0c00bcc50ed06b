export { AuthDivider, AuthLayout, type AuthLayoutProps } from './AuthLayout';
