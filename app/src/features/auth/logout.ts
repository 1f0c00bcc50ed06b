import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/apiClient';
import { authToken } from '../../shared/authToken';

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
