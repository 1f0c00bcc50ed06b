import type { Locale } from '@izi/locales';
import { LoginForm, type ResendState } from '@izi/ui';
import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { useRequestLocale } from '../../shared/api/requestLocale';
import { appMessages } from '../../shared/app.messages';
import { authToken } from '../../shared/authToken';
import { errorText } from '../../shared/errorText';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import {
  notAvailableYet,
  useForgotPassword,
  useLogin,
  useResendCode,
  useResetPassword,
  useSignup,
  useVerifyEmail,
} from './useAuthCalls';
import { loadMoreScreens } from './moreScreensChunk';
import { verificationEmailFrom } from './verificationEmail';
import { WholeCatalog } from './WholeCatalog';

const SignupForm = lazy(() => loadMoreScreens().then((m) => ({ default: m.SignupForm })));
const VerifyEmailForm = lazy(() => loadMoreScreens().then((m) => ({ default: m.VerifyEmailForm })));
const ForgotPasswordForm = lazy(() =>
  loadMoreScreens().then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  loadMoreScreens().then((m) => ({ default: m.ResetPasswordForm })),
);

/** A signed-out screen, the spec's word: the only thing `Screen` names in the app. */
type Screen =
  | { name: 'login'; username?: string }
  | { name: 'signup' }
  /** `username`: what was typed at login or signup, given back to login on the way back. */
  | { name: 'verify'; email: string; username?: string }
  | { name: 'forgot' }
  /** After "Send code": the mailed code and a new password for `email`. */
  | { name: 'reset'; email: string };

export interface SignedOutContainerProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** Login, signup, email verification, forgotten password and its reset, and the ways between them. */
export function SignedOutContainer(props: SignedOutContainerProps) {
  return (
    <Suspense fallback={null}>
      <SignedOutScreens {...props} />
    </Suspense>
  );
}

function SignedOutScreens({ locale, onLocaleChange }: SignedOutContainerProps) {
  useRequestLocale(locale);
  const intl = useIntl();
  const notices = useNotices();
  const [screen, setScreen] = useState<Screen>({ name: 'login' });
  const login = useLogin();
  const signup = useSignup();
  const verify = useVerifyEmail();
  const resendCode = useResendCode();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [error, setError] = useState<string | undefined>();
  const [resend, setResend] = useState<ResendState | undefined>();
  // After the first switch, each new screen focuses its heading (not on first load).
  const [switched, setSwitched] = useState(false);
  const [leaving, startLeaving] = useTransition();

  const go = (next: Screen) => {
    for (const call of [login, signup, verify, resendCode, forgot, reset]) call.reset();
    // A transition: while a screen's code is still on its way, the current screen stays, inert.
    startLeaving(() => {
      setError(undefined);
      setResend(undefined);
      setSwitched(true);
      setScreen(next);
    });
    window.scrollTo(0, 0);
  };
  const language = { locale, onLocaleChange, focusTitle: switched, leaving };
  // A session the server ended (a 401) is said so once, over the login screen.
  useEffect(() => {
    if (authToken.takeExpired()) void notices.alert(intl.formatMessage(appMessages.sessionExpired));
  }, [intl, notices]);
  const notAvailable = useNotAvailable();
  const unknownError = () => intl.formatMessage(appMessages.unknownError);
  /** A refusal for the form's alert; a backend without the call says "not available yet". */
  const refused = (failure: unknown, show: (message: string) => void) => {
    if (failure === notAvailableYet) notAvailable();
    else show(errorText(failure, unknownError()));
  };
  /** Asks for a new code (a verification code, or a reset code for `email`), said under the control. */
  const askAgain = (ask: typeof resendCode, email: string) => {
    setResend({ status: 'sending' });
    ask.mutate(
      { email },
      {
        onSuccess: () => setResend({ status: 'sent' }),
        onError: (failure) => {
          setResend(undefined);
          refused(failure, (message) => setResend({ status: 'failed', message }));
        },
      },
    );
  };

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
                const message = errorText(failure, unknownError());
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
        <WholeCatalog locale={locale}>
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
                onError: (failure) => setError(errorText(failure, unknownError())),
              });
            }}
            onGoogleSignIn={() =>
              void notices.alert(intl.formatMessage(appMessages.googleNotAvailable))
            }
            onSwitchToLogin={() => go({ name: 'login' })}
          />
        </WholeCatalog>
      );
    case 'verify': {
      const { username } = screen;
      return (
        <WholeCatalog locale={locale}>
          <VerifyEmailForm
            {...language}
            email={screen.email}
            submitting={verify.isPending}
            error={error}
            onSubmit={(values) => {
              setError(undefined);
              verify.mutate(values, {
                onSuccess: () => {
                  notices.status(intl.formatMessage(appMessages.verified));
                  go({ name: 'login', username });
                },
                onError: (failure) => setError(errorText(failure, unknownError())),
              });
            }}
            onResendCode={() => askAgain(resendCode, screen.email)}
            resend={resend}
            onBackToLogin={() => go({ name: 'login', username })}
          />
        </WholeCatalog>
      );
    }
    case 'forgot':
      return (
        <WholeCatalog locale={locale}>
          <ForgotPasswordForm
            {...language}
            submitting={forgot.isPending}
            error={error}
            onSubmit={({ email }) => {
              setError(undefined);
              forgot.mutate(
                { email },
                {
                  onSuccess: () => go({ name: 'reset', email }),
                  onError: (failure) => refused(failure, setError),
                },
              );
            }}
            onBackToLogin={() => go({ name: 'login' })}
          />
        </WholeCatalog>
      );
    case 'reset':
      return (
        <WholeCatalog locale={locale}>
          <ResetPasswordForm
            {...language}
            email={screen.email}
            submitting={reset.isPending}
            error={error}
            resend={resend}
            onSubmit={(values) => {
              setError(undefined);
              reset.mutate(values, {
                onSuccess: () => {
                  notices.status(intl.formatMessage(appMessages.passwordChanged));
                  go({ name: 'login' });
                },
                onError: (failure) => refused(failure, setError),
              });
            }}
            onResendCode={() => askAgain(forgot, screen.email)}
            onBackToLogin={() => go({ name: 'login' })}
          />
        </WholeCatalog>
      );
  }
}
