/**
 * Logout ends the session on the server (izi's own call) and signs out here whatever the server
 * answers: over msw/node with the mocks, which end a token's session as the server does.
 */
import { AUTH_TOKEN_STORAGE_KEY } from '@izi/api';
import { mockTokenFor, scenario } from '@izi/mocks';
import { setupMockServer } from '@izi/mocks/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logout } from './logout';

const { server, db } = setupMockServer();
const token = mockTokenFor('sara');
const sent: { url: string; authorization: string | null; body: string }[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((body) =>
        sent.push({ url: request.url, authorization: request.headers.get('Authorization'), body }),
      );
  });
});
beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  sent.length = 0;
});
afterEach(() => localStorage.clear());

/** A client with something of the person's cached, to see it go. */
function cachedClient() {
  const client = new QueryClient();
  client.setQueryData(['wallet'], { iziDolBalance: 1 });
  return client;
}

describe('logout', () => {
  it('ends the session on the server with the token, then forgets the token and the cache', async () => {
    const client = cachedClient();
    const ending = logout(client);
    // Signed out here at once, without waiting for the server.
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(client.getQueryData(['wallet'])).toBeUndefined();
    expect(await ending).toBe(true);
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/auth\/logout$/),
        authorization: `Bearer ${token}`,
        body: '',
      },
    ]);
    expect(db.isSessionEnded(token)).toBe(true);
  });

  it('asks for every device with { everywhere: true }', async () => {
    expect(await logout(cachedClient(), true)).toBe(true);
    expect(sent.map((request) => request.body)).toEqual([JSON.stringify({ everywhere: true })]);
    expect(db.isSessionEnded(token)).toBe(true);
  });

  it.each(['networkError', 'error', 'unauthorized'] as const)(
    'still signs out here when the call fails (%s), and says the server did not confirm',
    async (failure) => {
      server.use(scenario('logout', failure));
      const client = cachedClient();
      expect(await logout(client, true)).toBe(false);
      expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
      expect(client.getQueryData(['wallet'])).toBeUndefined();
    },
  );
});
