import { HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type CallName } from './index';
import { character, marketplaceItem, medallion, shopItem, transaction } from './testing/samples';
import { answer, BASE, useServer } from './testing/server';

useServer();

const client = createApiClient({ baseUrl: BASE, getToken: () => 'token-123' });

interface Case {
  call: CallName;
  invoke: (client: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  /** The path the handler listens on, and the exact URL expected (with its query). */
  path: string;
  url?: string;
  /** The JSON body expected, or null for none. */
  body: unknown;
  response: JsonBodyType;
}

const cases: Case[] = [
  {
    call: 'login',
    invoke: (c) => c.login({ username: 'sara', password: 'secret' }),
    method: 'POST',
    path: '/auth/login',
    body: { username: 'sara', password: 'secret' },
    response: { token: 'abc.def' },
  },
  {
    call: 'signup',
    invoke: (c) => c.signup({ username: 'sara', email: 'sara@example.com', password: 'pw' }),
    method: 'POST',
    path: '/auth/signup',
    body: { username: 'sara', email: 'sara@example.com', password: 'pw' },
    response: { success: true, message: 'Code sent', email: 'sara@example.com' },
  },
  {
    call: 'verifyEmail',
    invoke: (c) => c.verifyEmail({ email: 'sara@example.com', code: '123456' }),
    method: 'POST',
    path: '/auth/verify-email',
    body: { email: 'sara@example.com', code: '123456' },
    response: { success: true, message: 'Verified' },
  },
  {
    call: 'getWallet',
    invoke: (c) => c.getWallet(),
    method: 'GET',
    path: '/wallet',
    body: null,
    response: { iziDolBalance: 12.5, iziDotBalance: 0, iziDomBalance: 3 },
  },
  {
    call: 'getCharacters',
    invoke: (c) => c.getCharacters(),
    method: 'GET',
    path: '/characters',
    body: null,
    response: [character],
  },
  {
    call: 'getCharacters',
    invoke: (c) => c.getCharacters('PETA'),
    method: 'GET',
    path: '/characters',
    url: '/characters?type=PETA',
    body: null,
    response: [character],
  },
  {
    call: 'getTransactions',
    invoke: (c) => c.getTransactions(),
    method: 'GET',
    path: '/transactions',
    body: null,
    response: [transaction],
  },
  {
    call: 'getStats',
    invoke: (c) => c.getStats(),
    method: 'GET',
    path: '/stats',
    body: null,
    response: { sevenDayIncome: 2331.8, totalValue: 18450.25 },
  },
  {
    call: 'getMarketplaceItems',
    invoke: (c) => c.getMarketplaceItems(),
    method: 'GET',
    path: '/marketplace/items',
    body: null,
    response: [marketplaceItem],
  },
  {
    call: 'getShopItems',
    invoke: (c) => c.getShopItems(),
    method: 'GET',
    path: '/izishop/items',
    body: null,
    response: [shopItem],
  },
  {
    call: 'sellCharacter',
    invoke: (c) => c.sellCharacter(7),
    method: 'POST',
    path: '/characters/7/sell',
    body: null,
    response: { success: true, message: 'Sold' },
  },
  {
    call: 'submitUsdtRequest',
    invoke: (c) => c.submitUsdtRequest({ type: 'deposit', amount: 100.5, proof: '0xabc' }),
    method: 'POST',
    path: '/usdt/request',
    body: { type: 'deposit', amount: 100.5, proof: '0xabc' },
    response: { success: true, message: 'Received' },
  },
  {
    call: 'submitUsdtRequest',
    invoke: (c) => c.submitUsdtRequest({ type: 'withdrawal', amount: 20, address: 'TXyz' }),
    method: 'POST',
    path: '/usdt/request',
    body: { type: 'withdrawal', amount: 20, address: 'TXyz' },
    response: { success: true },
  },
  {
    call: 'analyzeCharacters',
    invoke: (c) => c.analyzeCharacters(),
    method: 'GET',
    path: '/ai/analyze-characters',
    body: null,
    response: { analysis: '### Overview\n* Keep going' },
  },
  {
    call: 'getMedallions',
    invoke: (c) => c.getMedallions(),
    method: 'GET',
    path: '/medallions',
    body: null,
    response: [medallion],
  },
  {
    call: 'upgradeMedallion',
    invoke: (c) => c.upgradeMedallion({ type: 'PETA', gender: 'F' }),
    method: 'POST',
    path: '/medallions/upgrade',
    body: { type: 'PETA', gender: 'F' },
    response: { success: true, message: 'Upgraded' },
  },
  {
    call: 'logout',
    invoke: (c) => c.logout(),
    method: 'POST',
    path: '/auth/logout',
    body: null,
    response: { success: true, message: 'You are logged out.' },
  },
  {
    call: 'logout',
    invoke: (c) => c.logout({ everywhere: true }),
    method: 'POST',
    path: '/auth/logout',
    body: { everywhere: true },
    response: { success: true, message: 'You are logged out on every device.' },
  },
  {
    call: 'resendCode',
    invoke: (c) => c.resendCode({ email: 'sara@example.com' }),
    method: 'POST',
    path: '/auth/resend-code',
    body: { email: 'sara@example.com' },
    response: { success: true, message: 'Sent.' },
  },
  {
    call: 'forgotPassword',
    invoke: (c) => c.forgotPassword({ email: 'sara@example.com' }),
    method: 'POST',
    path: '/auth/forgot-password',
    body: { email: 'sara@example.com' },
    response: { success: true, message: 'Sent.' },
  },
  {
    call: 'resetPassword',
    invoke: (c) =>
      c.resetPassword({ email: 'sara@example.com', code: '123456', password: 'new password' }),
    method: 'POST',
    path: '/auth/reset-password',
    body: { email: 'sara@example.com', code: '123456', password: 'new password' },
    response: { success: true, message: 'Changed.' },
  },
];

describe('every call succeeds', () => {
  it("covers all 14 calls and izi's own logout, resend-code, forgot- and reset-password", () => {
    expect(new Set(cases.map((c) => c.call)).size).toBe(18);
  });

  it.each(cases)('$call $method $path', async ({ invoke, method, path, url, body, response }) => {
    const arrived = answer(method, path, () => HttpResponse.json(response));
    await expect(invoke(client)).resolves.toEqual(response);
    expect(arrived).toHaveLength(1);
    const [request] = arrived;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(BASE + (url ?? path));
    expect(request?.body).toBe(body === null ? '' : JSON.stringify(body));
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
  });
});

describe('headers', () => {
  it('sends the bearer token when the getter returns one, read before every request', async () => {
    let token = 'first';
    const tokenClient = createApiClient({ baseUrl: BASE, getToken: () => token });
    const arrived = answer('GET', '/stats', () =>
      HttpResponse.json({ sevenDayIncome: 1, totalValue: 2 }),
    );
    await tokenClient.getStats();
    token = 'second';
    await tokenClient.getStats();
    expect(arrived.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it.each([
    ['no getter', undefined],
    ['a null token', () => null],
    ['an undefined token', () => undefined],
    ['an empty token', () => ''],
  ])('sends no Authorization header with %s', async (_, getToken) => {
    const anonymous = createApiClient({ baseUrl: BASE, ...(getToken ? { getToken } : {}) });
    const arrived = answer('POST', '/auth/login', () => HttpResponse.json({ token: 't' }));
    await anonymous.login({ username: 'u', password: 'p' });
    expect(arrived[0]?.headers.has('Authorization')).toBe(false);
    expect(arrived[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends Accept-Language when the locale getter returns one, read before every request', async () => {
    let locale = 'fa';
    const localized = createApiClient({ baseUrl: BASE, getLocale: () => locale });
    const arrived = answer('GET', '/ai/analyze-characters', () =>
      HttpResponse.json({ analysis: '### x' }),
    );
    await localized.analyzeCharacters();
    locale = 'ar';
    await localized.analyzeCharacters();
    expect(arrived.map((r) => r.headers.get('Accept-Language'))).toEqual(['fa', 'ar']);
  });

  it.each([
    ['no getter', undefined],
    ['a null locale', () => null],
    ['an empty locale', () => ''],
  ])('sends no Accept-Language header with %s', async (_, getLocale) => {
    const plain = createApiClient({ baseUrl: BASE, ...(getLocale ? { getLocale } : {}) });
    const arrived = answer('GET', '/ai/analyze-characters', () =>
      HttpResponse.json({ analysis: '### x' }),
    );
    await plain.analyzeCharacters();
    expect(arrived[0]?.headers.has('Accept-Language')).toBe(false);
  });
});

describe('options', () => {
  it('goes to /api by default, through the fetch it is given', async () => {
    const urls: string[] = [];
    const fetchSpy: typeof fetch = async (input) => {
      urls.push(String(input));
      return Response.json({ iziDolBalance: 1, iziDotBalance: 2, iziDomBalance: 3 });
    };
    await createApiClient({ fetch: fetchSpy }).getWallet();
    await createApiClient({ fetch: fetchSpy, baseUrl: 'https://izi.example/api/' }).getWallet();
    expect(urls).toEqual(['/api/wallet', 'https://izi.example/api/wallet']);
  });

  it('treats a 204 as an empty result', async () => {
    answer('POST', '/characters/7/sell', () => new HttpResponse(null, { status: 204 }));
    await expect(client.sellCharacter(7)).resolves.toBeUndefined();
  });

  it.each([
    ['getCharacters', (c: ApiClient) => c.getCharacters(), '/characters'],
    ['getCharacters of one type', (c: ApiClient) => c.getCharacters('ATA'), '/characters'],
    ['getTransactions', (c: ApiClient) => c.getTransactions(), '/transactions'],
    ['getMarketplaceItems', (c: ApiClient) => c.getMarketplaceItems(), '/marketplace/items'],
    ['getShopItems', (c: ApiClient) => c.getShopItems(), '/izishop/items'],
    ['getMedallions', (c: ApiClient) => c.getMedallions(), '/medallions'],
  ] as const)('treats a 204 on %s as an empty list', async (_, invoke, path) => {
    answer('GET', path, () => new HttpResponse(null, { status: 204 }));
    await expect(invoke(client)).resolves.toEqual([]);
  });

  it('treats a 204 on every outcome call as an empty result', async () => {
    const paths = [
      '/auth/verify-email',
      '/characters/7/sell',
      '/usdt/request',
      '/medallions/upgrade',
    ];
    for (const path of paths) answer('POST', path, () => new HttpResponse(null, { status: 204 }));
    const outcomes = await Promise.all([
      client.verifyEmail({ email: 'a@b.c', code: '123456' }),
      client.sellCharacter(7),
      client.submitUsdtRequest({ type: 'deposit', amount: 1, proof: 'x' }),
      client.upgradeMedallion({ type: 'ATA', gender: 'M' }),
    ]);
    expect(outcomes).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('treats a 200 with no body on an outcome call as an empty result', async () => {
    answer('POST', '/usdt/request', () => new HttpResponse(null, { status: 200 }));
    const request = { type: 'withdrawal', amount: 1, address: 'T' } as const;
    await expect(client.submitUsdtRequest(request)).resolves.toBeUndefined();
  });
});
