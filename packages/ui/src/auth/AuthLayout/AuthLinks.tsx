import { ArrowBackIcon } from '../../icons';
import { linkButton, linkButtonWithIcon } from './AuthLayout.css';

export interface AuthSwitchProps {
  /** The line before the link ("No account?"). */
  prompt: string;
  /** The link's text ("Sign up"). */
  action: string;
  onClick: () => void;
}

/** An `AuthLayout` footer: a line and a link-styled button to the other screen. */
export function AuthSwitch({ prompt, action, onClick }: AuthSwitchProps) {
  return (
    <>
      <span>{prompt}</span>
      <button type="button" className={linkButton} onClick={onClick}>
        {action}
      </button>
    </>
  );
}

export interface AuthBackLinkProps {
  /** The link's text ("Back to login"). */
  label: string;
  onClick: () => void;
}

/** An `AuthLayout` footer: a link-styled button, with a pointing arrow, back to login. */
export function AuthBackLink({ label, onClick }: AuthBackLinkProps) {
  return (
    <button type="button" className={linkButtonWithIcon} onClick={onClick}>
      <ArrowBackIcon size={16} />
      {label}
    </button>
  );
}
