export { ResendCode, type ResendCodeProps, type ResendState } from './ResendCode';
