import { AUTH_TOKEN_STORAGE_KEY } from '@izi/api';
import { useSyncExternalStore } from 'react';

/**
 * The only thing the browser keeps about the person: the auth token, in localStorage under
 * `authToken`. Components subscribe to it; a logout in one tab signs out the others.
 */
const listeners = new Set<() => void>();
/** Set when the server refused the stored token, until the login screen has said so. */
let expired = false;

function read(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export const authToken = {
  get: read,
  set(token: string) {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    notify();
  },
  clear() {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    notify();
  },
  /** The server no longer accepts the stored token: it is removed, and login will say why. */
  expire() {
    if (read() === null) return;
    expired = true;
    authToken.clear();
  },
  /** True once after `expire()`: the signed-out screens show the notice. */
  takeExpired(): boolean {
    const was = expired;
    expired = false;
    return was;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_TOKEN_STORAGE_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** True while a token is stored: access is decided by its presence alone. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(authToken.subscribe, () => authToken.get() !== null);
}
