import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ABORTED_MESSAGE,
  ApiError,
  createApiClient,
  isApiError,
  isUnauthorized,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_API_ERROR_MESSAGE,
} from './index';
import { failureOf } from './testing/api-errors';
import { medallion } from './testing/samples';
import { answer, BASE, useServer } from './testing/server';

useServer();

const client = createApiClient({ baseUrl: BASE, getToken: () => 'token-123' });

describe('http failures', () => {
  it("surfaces the server's message field", async () => {
    answer('GET', '/wallet', () =>
      HttpResponse.json({ message: 'Wallet locked' }, { status: 500, statusText: 'Nope' }),
    );
    const error = await failureOf(client.getWallet());
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 500, call: 'getWallet' });
    expect(error.message).toBe('Wallet locked');
  });

  it('falls back to the status text when the body has no message', async () => {
    answer('GET', '/stats', () =>
      HttpResponse.json({ error: 'x' }, { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await failureOf(client.getStats());
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Service Unavailable' });
  });

  it('falls back to the status text when the body is not JSON', async () => {
    answer(
      'GET',
      '/stats',
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          statusText: 'Bad Gateway',
        }),
    );
    expect((await failureOf(client.getStats())).message).toBe('Bad Gateway');
  });

  it('says "An unknown API error occurred" with neither message nor status text', async () => {
    answer('GET', '/transactions', () => new Response(null, { status: 500 }));
    const error = await failureOf(client.getTransactions());
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).toBe(UNKNOWN_API_ERROR_MESSAGE);
    expect(error.message).toBe('An unknown API error occurred');
  });

  it('ignores an empty message field', async () => {
    answer('GET', '/stats', () => HttpResponse.json({ message: ' ' }, { status: 500 }));
    expect((await failureOf(client.getStats())).message).toBe('Internal Server Error');
  });

  it('makes a 401 recognisable, and nothing else', async () => {
    answer('GET', '/medallions', () =>
      HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    );
    const unauthorized = await failureOf(client.getMedallions());
    expect(isUnauthorized(unauthorized)).toBe(true);
    expect(unauthorized.message).toBe('Unauthorized');

    answer('GET', '/medallions', () => HttpResponse.json({ message: 'No' }, { status: 403 }));
    expect(isUnauthorized(await failureOf(client.getMedallions()))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
    expect(isUnauthorized({ kind: 'http', status: 401 })).toBe(false);
  });
});

describe('refusals in a 2xx body', () => {
  it('throws `rejected` with the message when signup answers success: false', async () => {
    answer('POST', '/auth/signup', () =>
      HttpResponse.json({ success: false, message: 'Username taken' }),
    );
    const error = await failureOf(
      client.signup({ username: 'u', email: 'u@example.com', password: 'p' }),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: 'Username taken' });
  });

  it('falls back to the unknown-error sentence when a refusal has no message', async () => {
    answer('POST', '/medallions/upgrade', () => HttpResponse.json({ success: false }));
    const error = await failureOf(client.upgradeMedallion({ type: 'BETA', gender: 'M' }));
    expect(error).toMatchObject({ kind: 'rejected', message: UNKNOWN_API_ERROR_MESSAGE });
  });
});

describe('no answer', () => {
  it('is a `network` error when the request fails', async () => {
    answer('GET', '/wallet', () => HttpResponse.error());
    const error = await failureOf(client.getWallet());
    expect(error).toMatchObject({ kind: 'network', status: undefined, call: 'getWallet' });
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('is an `aborted` error when the signal fires mid-flight', async () => {
    answer('GET', '/ai/analyze-characters', async () => {
      await delay('infinite');
      return HttpResponse.json({ analysis: 'never' });
    });
    const controller = new AbortController();
    const pending = client.analyzeCharacters({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(pending);
    expect(error).toMatchObject({ kind: 'aborted', message: ABORTED_MESSAGE });
  });

  it('is an `aborted` error when the signal has already fired', async () => {
    const arrived = answer('POST', '/characters/7/sell', () => HttpResponse.json({}));
    const error = await failureOf(client.sellCharacter(7, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(arrived).toHaveLength(0);
  });

  it('is an `aborted` error on a timeout signal', async () => {
    answer('GET', '/stats', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const error = await failureOf(client.getStats({ signal: AbortSignal.timeout(20) }));
    expect(error.kind).toBe('aborted');
  });
});

describe('answers that break the contract', () => {
  it('names the call and the field when a balance is text that is not a number', async () => {
    answer('GET', '/wallet', () =>
      HttpResponse.json({ iziDolBalance: 'twelve', iziDotBalance: 1, iziDomBalance: 2 }),
    );
    const error = await failureOf(client.getWallet());
    expect(error).toMatchObject({ kind: 'schema', status: 200, call: 'getWallet' });
    expect(error.message).toBe(
      'getWallet: invalid response at iziDolBalance: expected a number, received string "twelve"',
    );
  });

  it('names the call and the field when a field is missing', async () => {
    answer('GET', '/wallet', () => HttpResponse.json({ iziDolBalance: 1, iziDotBalance: 2 }));
    expect((await failureOf(client.getWallet())).message).toBe(
      'getWallet: invalid response at iziDomBalance: expected a number, but it is missing',
    );
  });

  it('refuses an object where a list belongs', async () => {
    // Outside a list there is nothing to leave out: the answer itself fails.
    answer('GET', '/medallions', () => HttpResponse.json({ ...medallion, starLevel: 5 }));
    expect((await failureOf(client.getMedallions())).message).toBe(
      'getMedallions: invalid response: expected array, received object',
    );
  });

  it('names an object or a list where a value belongs', async () => {
    answer('GET', '/stats', () => HttpResponse.json({ sevenDayIncome: [], totalValue: {} }));
    expect((await failureOf(client.getStats())).message).toBe(
      'getStats: invalid response at sevenDayIncome: expected a number, received array',
    );
    answer('GET', '/stats', () => HttpResponse.json({ sevenDayIncome: 1, totalValue: {} }));
    expect((await failureOf(client.getStats())).message).toBe(
      'getStats: invalid response at totalValue: expected a number, received object',
    );
    answer('GET', '/wallet', () => HttpResponse.json(true));
    expect((await failureOf(client.getWallet())).message).toBe(
      'getWallet: invalid response: expected object, received true',
    );
  });

  it.each(['', '   '])('refuses a blank login token (%j)', async (token) => {
    answer('POST', '/auth/login', () => HttpResponse.json({ token }));
    const error = await failureOf(client.login({ username: 'u', password: 'p' }));
    expect(error).toMatchObject({ kind: 'schema', call: 'login', status: 200 });
    expect(error.message).toBe(
      `login: invalid response at token: expected a non-empty token, received string "${token}"`,
    );
  });

  it('says so when a 2xx body is not JSON', async () => {
    answer('GET', '/stats', () => new Response('<html>', { status: 200 }));
    expect((await failureOf(client.getStats())).message).toBe(
      'getStats: invalid response: not JSON',
    );
  });

  it.each([
    ['getWallet', (c: typeof client) => c.getWallet(), '/wallet', 'GET'],
    ['getStats', (c: typeof client) => c.getStats(), '/stats', 'GET'],
    [
      'login',
      (c: typeof client) => c.login({ username: 'u', password: 'p' }),
      '/auth/login',
      'POST',
    ],
    [
      'signup',
      (c: typeof client) => c.signup({ username: 'u', email: 'u@x.io', password: 'p' }),
      '/auth/signup',
      'POST',
    ],
    [
      'analyzeCharacters',
      (c: typeof client) => c.analyzeCharacters(),
      '/ai/analyze-characters',
      'GET',
    ],
  ] as const)(
    'treats a 204 where %s owes an object as a missing answer, naming the call',
    async (call, invoke, path, method) => {
      answer(method, path, () => new HttpResponse(null, { status: 204 }));
      const error = await failureOf(invoke(client));
      expect(error).toMatchObject({ kind: 'schema', status: 204, call });
      expect(error.message).toBe(`${call}: invalid response: expected object, but it is missing`);
    },
  );

  it('treats a 200 with no body on a list call as a missing list (only a 204 is empty)', async () => {
    answer('GET', '/characters', () => new HttpResponse(null, { status: 200 }));
    expect((await failureOf(client.getCharacters())).message).toBe(
      'getCharacters: invalid response: expected array, but it is missing',
    );
  });
});

describe('isApiError', () => {
  it('tells an ApiError from anything else', () => {
    expect(isApiError(new ApiError('network', 'getWallet', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http', message: 'x' })).toBe(false);
  });
});
