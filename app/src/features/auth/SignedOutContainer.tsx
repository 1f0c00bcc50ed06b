import type { Locale } from '@izi/locales';
import { ForgotPasswordForm, LoginForm, SignupForm, VerifyEmailForm } from '@izi/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRequestLocale } from '../../shared/api/requestLocale';
import { appMessages } from '../../shared/app.messages';
import { authToken } from '../../shared/authToken';
import { errorText } from '../../shared/errorText';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import { useLogin, useSignup, useVerifyEmail } from './useAuthCalls';
import { verificationEmailFrom } from './verificationEmail';

/** A signed-out screen, the spec's word: the only thing `Screen` names in the app. */
type Screen =
  | { name: 'login'; username?: string }
  | { name: 'signup' }
  /** `username`: what was typed at login or signup, given back to login on the way back. */
  | { name: 'verify'; email: string; username?: string }
  | { name: 'forgot' };

export interface SignedOutContainerProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** Login, signup, email verification and forgotten password, and the ways between them. */
export function SignedOutContainer({ locale, onLocaleChange }: SignedOutContainerProps) {
  useRequestLocale(locale);
  const intl = useIntl();
  const notices = useNotices();
  const [screen, setScreen] = useState<Screen>({ name: 'login' });
  const login = useLogin();
  const signup = useSignup();
  const verify = useVerifyEmail();
  const [error, setError] = useState<string | undefined>();
  // After the first switch, each new screen focuses its heading (not on first load).
  const [switched, setSwitched] = useState(false);

  const go = (next: Screen) => {
    setError(undefined);
    login.reset();
    signup.reset();
    verify.reset();
    setSwitched(true);
    setScreen(next);
    window.scrollTo(0, 0);
  };
  const language = { locale, onLocaleChange, focusTitle: switched };
  // A session the server ended (a 401) is said so once, over the login screen.
  useEffect(() => {
    if (authToken.takeExpired()) void notices.alert(intl.formatMessage(appMessages.sessionExpired));
  }, [intl, notices]);
  const notAvailable = useNotAvailable();

  switch (screen.name) {
    case 'login':
      return (
        <LoginForm
          {...language}
          defaultValues={{ username: screen.username }}
          submitting={login.isPending}
          error={error}
          onSubmit={(values) => {
            setError(undefined);
            login.mutate(values, {
              onError: (failure) => {
                const message = errorText(failure, intl.formatMessage(appMessages.unknownError));
                const email = verificationEmailFrom(message, values.username);
                if (email) go({ name: 'verify', email, username: values.username });
                else setError(message);
              },
            });
          }}
          onForgotPassword={() => go({ name: 'forgot' })}
          onGoogleSignIn={() =>
            void notices.alert(intl.formatMessage(appMessages.googleNotAvailable))
          }
          onSwitchToSignup={() => go({ name: 'signup' })}
        />
      );
    case 'signup':
      return (
        <SignupForm
          {...language}
          submitting={signup.isPending}
          error={error}
          onSubmit={(values) => {
            setError(undefined);
            signup.mutate(values, {
              onSuccess: (answer) =>
                go({
                  name: 'verify',
                  email: answer.email ?? values.email,
                  username: values.username,
                }),
              onError: (failure) =>
                setError(errorText(failure, intl.formatMessage(appMessages.unknownError))),
            });
          }}
          onGoogleSignIn={() =>
            void notices.alert(intl.formatMessage(appMessages.googleNotAvailable))
          }
          onSwitchToLogin={() => go({ name: 'login' })}
        />
      );
    case 'verify': {
      const { username } = screen;
      return (
        <VerifyEmailForm
          {...language}
          email={screen.email}
          submitting={verify.isPending}
          error={error}
          onSubmit={(values) => {
            setError(undefined);
            verify.mutate(values, {
              onSuccess: async () => {
                await notices.alert(intl.formatMessage(appMessages.verified), 'success');
                go({ name: 'login', username });
              },
              onError: (failure) =>
                setError(errorText(failure, intl.formatMessage(appMessages.unknownError))),
            });
          }}
          onResendCode={notAvailable}
          onBackToLogin={() => go({ name: 'login', username })}
        />
      );
    }
    case 'forgot':
      return (
        <ForgotPasswordForm
          {...language}
          onSubmit={async () => {
            await notices.alert(intl.formatMessage(appMessages.resetLinkSent), 'success');
            go({ name: 'login' });
          }}
          onBackToLogin={() => go({ name: 'login' })}
        />
      );
  }
}
