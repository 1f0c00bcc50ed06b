import type {
  EmailRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  VerifyEmailRequest,
} from '@izi/api';
import { useCallback, useRef, useState } from 'react';
import { authToken } from '../../shared/authToken';
import { loadSignedIn } from '../../signedInChunk';

/**
 * The typed client (with the contract's schemas) is not in the signed-out entry: these calls
 * take it from the signed-in chunk, which the screens fetch as soon as the person starts on a
 * form (App.tsx), so it is there before a form can be sent. One chunk, not two: a signed-in
 * visit fetches the client with its screens in one request.
 */
const client = () => loadSignedIn().then((module) => module.api);

/** What a way back in fails with when the backend lacks it (404, 405 or 501). */
export const notAvailableYet = new Error('not available yet');

type Api = Awaited<ReturnType<typeof client>>;

/** One of izi's own calls of the way back in: a backend without it fails with `notAvailableYet`. */
const recovery =
  <Request, Answer>(call: (api: Api, request: Request) => Promise<Answer>) =>
  (request: Request) =>
    loadSignedIn().then((module) =>
      call(module.api, request).catch((error: unknown) => {
        throw module.isNotAvailableYet(error) ? notAvailableYet : error;
      }),
    );

export interface Call<Values, Answer> {
  isPending: boolean;
  mutate(
    values: Values,
    handlers?: { onSuccess?: (answer: Answer) => unknown; onError?: (error: unknown) => unknown },
  ): void;
  /** Forgets the call under way: its answer is not heard. */
  reset(): void;
}

/**
 * One call of the signed-out screens at a time, with its pending state (the shape of TanStack
 * Query's mutations, without TanStack Query: the signed-out entry does not ship it, only the
 * signed-in chunk does). The latest call wins; `reset` drops the one under way.
 */
function useCall<Values, Answer>(
  run: (values: Values) => Promise<Answer>,
  onSuccess?: (answer: Answer) => void,
): Call<Values, Answer> {
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);
  const mutate = useCallback<Call<Values, Answer>['mutate']>(
    (values, handlers = {}) => {
      const id = ++latest.current;
      setPending(true);
      run(values).then(
        (answer) => {
          if (id !== latest.current) return;
          setPending(false);
          onSuccess?.(answer);
          handlers.onSuccess?.(answer);
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          setPending(false);
          handlers.onError?.(error);
        },
      );
    },
    [run, onSuccess],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setPending(false);
  }, []);
  return { isPending, mutate, reset };
}

const login = (request: LoginRequest) => client().then((api) => api.login(request));
const signup = (request: SignupRequest) => client().then((api) => api.signup(request));
const verifyEmail = (request: VerifyEmailRequest) =>
  client().then((api) => api.verifyEmail(request));
const storeToken = ({ token }: { token: string }) => authToken.set(token);

/**
 * Login success stores the token; the signed-in pages then start with a cache of
 * their own, clean for the new person.
 */
export const useLogin = () => useCall(login, storeToken);

export const useSignup = () => useCall(signup);

export const useVerifyEmail = () => useCall(verifyEmail);

const resendCode = recovery((api, request: EmailRequest) => api.resendCode(request));
const forgotPassword = recovery((api, request: EmailRequest) => api.forgotPassword(request));
const resetPassword = recovery((api, request: ResetPasswordRequest) => api.resetPassword(request));

export const useResendCode = () => useCall(resendCode);

export const useForgotPassword = () => useCall(forgotPassword);

export const useResetPassword = () => useCall(resetPassword);
