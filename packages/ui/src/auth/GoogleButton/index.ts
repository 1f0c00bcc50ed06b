export { GoogleButton, type GoogleButtonProps } from './GoogleButton';
