import type { LoginRequest, SignupRequest, VerifyEmailRequest } from '@izi/api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authToken } from '../auth/token';
import { api } from './client';

/** Login success stores the token (spec §4); the cache starts clean for the new person. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => api.login(request),
    onSuccess: ({ token }) => {
      queryClient.clear();
      authToken.set(token);
    },
  });
}

/**
 * Logout: izi's own call ends the session on the server (every session of the person with
 * `everywhere`), and this device signs out at once whatever the server answers: offline, a server
 * error or a token it no longer accepts still sign out here. Resolves whether the server
 * confirmed. (The client reads the token as the call starts, before it is cleared.)
 */
export async function logout(queryClient: QueryClient, everywhere = false): Promise<boolean> {
  const ended = api.logout(everywhere ? { everywhere: true } : undefined);
  authToken.clear();
  queryClient.clear();
  return ended.then(
    () => true,
    () => false,
  );
}

export const useSignup = () =>
  useMutation({ mutationFn: (request: SignupRequest) => api.signup(request) });

export const useVerifyEmail = () =>
  useMutation({ mutationFn: (request: VerifyEmailRequest) => api.verifyEmail(request) });

/**
 * A login refused because the email is not verified: the address after `email: ` in the
 * message, else the username that was typed (spec §4). Null when it is another refusal.
 */
export function verificationEmailFrom(message: string, typedUsername: string): string | null {
  if (!/verify your email/i.test(message)) return null;
  const match = /email:\s*(\S+)/i.exec(message);
  return match?.[1]?.replace(/[.,;]+$/, '') ?? typedUsername;
}
